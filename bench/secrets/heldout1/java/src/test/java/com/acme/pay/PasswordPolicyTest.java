package com.acme.pay;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class PasswordPolicyTest {
    @Test
    void rejectsWeak() {
        assertFalse(PasswordPolicy.ok("password"));
        assertFalse(PasswordPolicy.ok("Password1"));
    }

    @Test
    void acceptsStrong() {
        assertTrue(PasswordPolicy.ok("Tr0ub4dor&3xyZ"));
    }
}
