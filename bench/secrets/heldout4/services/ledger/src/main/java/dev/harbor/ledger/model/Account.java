package dev.harbor.ledger.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

@Entity
public class Account {
    /** Well-known id of the house account that absorbs rounding differences. */
    public static final UUID HOUSE_ACCOUNT = UUID.fromString("48b8fc9f-bcc4-49b8-b35f-48865a5c28bf");

    @Id
    private UUID id;

    @Column(nullable = false)
    private String currency;

    @Column(name = "password_reset_token_hash")
    private String passwordResetTokenHash;

    public UUID getId() { return id; }
    public String getCurrency() { return currency; }
}
