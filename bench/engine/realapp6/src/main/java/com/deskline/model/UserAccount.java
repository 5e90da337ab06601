package com.deskline.model;

public class UserAccount {
    private long id;
    private String username;
    private String passwordHash;
    private String role;
    private String email;
    private boolean legacyHash;

    public UserAccount() {}

    public UserAccount(long id, String username, String passwordHash, String role, String email, boolean legacyHash) {
        this.id = id;
        this.username = username;
        this.passwordHash = passwordHash;
        this.role = role;
        this.email = email;
        this.legacyHash = legacyHash;
    }

    public long getId() { return id; }
    public String getUsername() { return username; }
    public String getPasswordHash() { return passwordHash; }
    public void setPasswordHash(String passwordHash) { this.passwordHash = passwordHash; }
    public String getRole() { return role; }
    public String getEmail() { return email; }
    public boolean isLegacyHash() { return legacyHash; }
    public void setLegacyHash(boolean legacyHash) { this.legacyHash = legacyHash; }
}
