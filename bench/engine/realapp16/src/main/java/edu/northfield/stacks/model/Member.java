package edu.northfield.stacks.model;

import java.io.Serializable;

public class Member implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long id;
    private final String username;
    private final String email;
    private final String role;

    public Member(long id, String username, String email, String role) {
        this.id = id;
        this.username = username;
        this.email = email;
        this.role = role;
    }

    public long getId() { return id; }
    public String getUsername() { return username; }
    public String getEmail() { return email; }
    public String getRole() { return role; }
    public boolean isLibrarian() { return "LIBRARIAN".equals(role); }
}
