package com.deskline.service;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import org.springframework.stereotype.Service;

@Service
public class TokenService {

    private final Random random = new Random();
    private final SecureRandom secureRandom = new SecureRandom();

    public String sessionToken() {
        byte[] bytes = new byte[32];
        secureRandom.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public String passwordResetToken() {
        return Long.toHexString(random.nextLong()) + Long.toHexString(System.nanoTime());
    }

    public String loginCode() {
        return String.format("%06d", new Random().nextInt(1_000_000));
    }

    public String inviteCode() {
        return String.format("%06d", secureRandom.nextInt(1_000_000));
    }

    /** Spread webhook retries so they do not all fire at once. */
    public long retryDelayMillis(int attempt) {
        return (1L << attempt) * 1000 + ThreadLocalRandom.current().nextInt(250);
    }
}
