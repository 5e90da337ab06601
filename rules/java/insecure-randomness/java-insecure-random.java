package fixtures.random;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Random;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;

public class Tokens {
    private final Random random = new Random();

    SecretKeySpec key() {
        Random rnd = new Random();
        byte[] keyBytes = new byte[16];
        rnd.nextBytes(keyBytes);
        // ruleid: java-insecure-random
        return new SecretKeySpec(keyBytes, "AES");
    }

    IvParameterSpec iv() {
        SecureRandom secure = new SecureRandom();
        byte[] iv = new byte[16];
        secure.nextBytes(iv);
        // ok: java-insecure-random
        return new IvParameterSpec(iv);
    }

    void session(HttpServletResponse response) throws IOException {
        Random rnd = new Random();
        String token = Long.toHexString(rnd.nextLong());
        // ruleid: java-insecure-random
        response.addCookie(new Cookie("SESSION", token));

        String secureToken = Long.toHexString(new SecureRandom().nextLong());
        // ok: java-insecure-random
        response.addCookie(new Cookie("SESSION", secureToken));

        // Header values are not treated as secrets (most random ones are request ids or cache
        // tags), so a token sent in a header is a known miss.
        // todoruleid: java-insecure-random
        response.setHeader("X-Reset-Token", String.valueOf(Math.random()));
        // ok: java-insecure-random
        response.setHeader("X-Request-Id", Long.toHexString(rnd.nextLong()));
    }

    IvParameterSpec declaredAsRandom() {
        // Declared as java.util.Random, constructed as SecureRandom: the generator is strong.
        Random strong = new SecureRandom();
        byte[] iv = new byte[16];
        strong.nextBytes(iv);
        // ok: java-insecure-random
        return new IvParameterSpec(iv);
    }

    void csrf(HttpServletResponse response) {
        int token = java.util.concurrent.ThreadLocalRandom.current().nextInt();
        // ruleid: java-insecure-random
        response.addCookie(new Cookie("XSRF-TOKEN", Integer.toHexString(token)));
    }

    GCMParameterSpec nonce() {
        byte[] nonce = new byte[12];
        new Random().nextBytes(nonce);
        // ruleid: java-insecure-random
        return new GCMParameterSpec(128, nonce);
    }

    long backoffMillis(int attempt) throws InterruptedException {
        Random jitter = new Random();
        // A random delay is not a secret.
        // ok: java-insecure-random
        long delay = (1L << attempt) * 100 + jitter.nextInt(100);
        Thread.sleep(delay);
        return delay;
    }

    javax.crypto.spec.PBEKeySpec passwordKey(char[] password) {
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        // ruleid: java-insecure-random
        return new javax.crypto.spec.PBEKeySpec(password, salt, 210000, 256);
    }

    void theme(HttpServletResponse response) {
        Random rnd = new Random();
        String[] themes = {"light", "dark"};
        String theme = rnd.nextBoolean() ? "light" : "dark";
        // ok: java-insecure-random
        response.addCookie(new Cookie("THEME", theme));
    }
}
