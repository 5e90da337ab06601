package org.ridgeline.academy.lessons.xss;

public class FeedbackForm {

    private String author;
    private String comment;
    private int rating;

    public String getAuthor() { return author; }
    public void setAuthor(String author) { this.author = author; }
    public String getComment() { return comment; }
    public void setComment(String comment) { this.comment = comment; }
    public int getRating() { return rating; }
    public void setRating(int rating) { this.rating = rating; }
}
