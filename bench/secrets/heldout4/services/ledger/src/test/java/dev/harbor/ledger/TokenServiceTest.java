package dev.harbor.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TokenServiceTest {
    // Fixed inputs for a deterministic HMAC: not a credential anywhere.
    private static final String KEY = "test-key-0123456789";
    private static final String EXPECTED = "e762a176a5e8910cd51e1987c27cf5eb7622aea816d7937101055bf11dde019e";

    @Test
    void hmacIsStable() {
        assertEquals(64, EXPECTED.length());
        assertEquals("test-key-0123456789", KEY);
    }
}
