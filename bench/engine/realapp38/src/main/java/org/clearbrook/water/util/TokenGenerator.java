package org.clearbrook.water.util;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Random;

import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class TokenGenerator {

    private final Random random = new Random();
    private final SecureRandom secure = new SecureRandom();

    public String passwordResetToken() {
        return Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
    }

    public String rememberMeToken() {
        byte[] bytes = new byte[32];
        secure.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public String paperlessPin() {
        return String.format("%06d", new Random().nextInt(1_000_000));
    }

    public String smsCode() {
        return String.format("%06d", secure.nextInt(1_000_000));
    }

    public long retryDelayMillis(int attempt) {
        return (1L << Math.min(attempt, 6)) * 250 + new Random().nextInt(250);
    }
}
