package edu.northfield.stacks.model;

public class Book {
    private final long id;
    private final String isbn;
    private final String title;
    private final String author;
    private final String shelf;

    public Book(long id, String isbn, String title, String author, String shelf) {
        this.id = id;
        this.isbn = isbn;
        this.title = title;
        this.author = author;
        this.shelf = shelf;
    }

    public long getId() { return id; }
    public String getIsbn() { return isbn; }
    public String getTitle() { return title; }
    public String getAuthor() { return author; }
    public String getShelf() { return shelf; }
}
