package edu.northfield.stacks.util;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public final class PasswordUtil {
    private PasswordUtil() {
    }

    /** Members' passwords are stored as this hash (schema from the 2009 system). */
    public static String hash(String password) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Accounts migrated from the faculty library system arrive with this hash of the password. */
    public static String legacyHash(String password) throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-1");
        return HexFormat.of().formatHex(sha.digest(password.getBytes(StandardCharsets.UTF_8)));
    }
}
