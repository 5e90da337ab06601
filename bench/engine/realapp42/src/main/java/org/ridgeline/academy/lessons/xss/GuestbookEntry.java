package org.ridgeline.academy.lessons.xss;

import java.time.Instant;

import javax.persistence.Entity;
import javax.persistence.GeneratedValue;
import javax.persistence.Id;

@Entity
public class GuestbookEntry {

    @Id
    @GeneratedValue
    private Long id;
    private String author;
    private String message;
    private Instant postedAt = Instant.now();

    protected GuestbookEntry() {
    }

    public GuestbookEntry(String author, String message) {
        this.author = author;
        this.message = message;
    }

    public Long getId() { return id; }
    public String getAuthor() { return author; }
    public String getMessage() { return message; }
    public Instant getPostedAt() { return postedAt; }
}
