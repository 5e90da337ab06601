package dev.harbor.ledger.security;

import java.util.Set;

public final class PasswordPolicy {
    private static final int MIN_LENGTH = 12;
    private static final Set<String> BANNED = Set.of("password", "password1", "changeme", "welcome1", "P@ssw0rd");

    private PasswordPolicy() {}

    public static boolean acceptable(String password) {
        return password != null && password.length() >= MIN_LENGTH && !BANNED.contains(password);
    }
}
