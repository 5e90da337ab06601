package edu.northfield.stacks.util;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public final class TokenUtil {
    private static final SecureRandom SECURE = new SecureRandom();
    private static final Random SHUFFLE = new Random();

    private TokenUtil() {
    }

    /** Long-lived "remember me" token, stored hashed in the members table. */
    public static String rememberMeToken() {
        byte[] bytes = new byte[32];
        SECURE.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Six-digit code mailed to a member who forgot their password. */
    public static String passwordResetCode() {
        Random random = new Random(System.currentTimeMillis());
        return String.format("%06d", random.nextInt(1_000_000));
    }

    /** Order of the "featured on the shelf" carousel on the home page. */
    public static <T> void shuffleFeatured(List<T> featured) {
        Collections.shuffle(featured, SHUFFLE);
    }
}
