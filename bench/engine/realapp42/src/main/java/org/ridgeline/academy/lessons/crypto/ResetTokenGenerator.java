package org.ridgeline.academy.lessons.crypto;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

import org.springframework.stereotype.Component;

@Component
public class ResetTokenGenerator {

    private static final List<String> QUESTIONS = List.of(
            "What does ECB leak?", "Why salt a hash?", "What is a nonce?", "Why not MD5?");

    private final Random random = new Random();
    private final SecureRandom secureRandom = new SecureRandom();

    public String weakToken() {
        return Long.toHexString(random.nextLong());
    }

    public String weakPin() {
        return String.format("%06d", (int) (Math.random() * 1_000_000));
    }

    public String strongToken() {
        byte[] bytes = new byte[24];
        secureRandom.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public List<String> shuffledQuestions(long seed) {
        List<String> questions = new ArrayList<>(QUESTIONS);
        Collections.shuffle(questions, new Random(seed));
        return questions;
    }
}
