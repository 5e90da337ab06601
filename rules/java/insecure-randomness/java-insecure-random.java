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
    // ruleid: java-insecure-random
    private final Random random = new Random();

    SecretKeySpec key() {
        // ruleid: java-insecure-random
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
        // ruleid: java-insecure-random
        Random rnd = new Random();
        String token = Long.toHexString(rnd.nextLong());
        // ruleid: java-insecure-random
        response.addCookie(new Cookie("SESSION", token));

        String secureToken = Long.toHexString(new SecureRandom().nextLong());
        // ok: java-insecure-random
        response.addCookie(new Cookie("SESSION", secureToken));

        // A value sent to the client in a header may be a token: names must not decide, so every
        // java.util.Random value in a response header is reported.
        // ruleid: java-insecure-random
        response.setHeader("X-Reset-Token", String.valueOf(Math.random()));
        // ruleid: java-insecure-random
        response.setHeader("X-Request-Id", Long.toHexString(rnd.nextLong()));
        // ok: java-insecure-random
        response.setHeader("X-Request-Id", java.util.UUID.randomUUID().toString());
    }

    // An array's length is its size, not a draw: a sample filled from a weak random is no token.
    void sampleSize(HttpServletResponse response) throws IOException {
        Random seeded = new Random(42);
        int[] sample = new int[10];
        for (int i = 0; i < 10; i++) {
            sample[i] = seeded.nextInt(100);
        }
        // ok: java-insecure-random
        response.setHeader("X-Sample-Size", String.valueOf(sample.length));
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
        // ruleid: java-insecure-random
        int token = java.util.concurrent.ThreadLocalRandom.current().nextInt();
        // ruleid: java-insecure-random
        response.addCookie(new Cookie("XSRF-TOKEN", Integer.toHexString(token)));
    }

    GCMParameterSpec nonce() {
        byte[] nonce = new byte[12];
        // ruleid: java-insecure-random
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

    // The remember-me pattern: a random number's text in a cookie and in the session.
    void rememberMe(javax.servlet.http.HttpServletRequest request, HttpServletResponse response) {
        // ruleid: java-insecure-random
        float rand = new java.util.Random().nextFloat();
        String rememberMeKey = Float.toString(rand).substring(2);
        String user = "user" + rememberMeKey;
        // ruleid: java-insecure-random
        Cookie cookie = new Cookie("rememberMe" + user, rememberMeKey);
        // ruleid: java-insecure-random
        request.getSession().setAttribute("rememberMe" + user, rememberMeKey);
        // ok: java-insecure-random
        cookie.setPath(request.getRequestURI());
        response.addCookie(cookie);

        double strong = new SecureRandom().nextDouble();
        String strongKey = Double.toString(strong).substring(2);
        // ok: java-insecure-random
        request.getSession().setAttribute("rememberMe", strongKey);
    }

    void gaussianKey(javax.servlet.http.HttpServletRequest request) {
        // ruleid: java-insecure-random
        double g = new Random().nextGaussian();
        // ruleid: java-insecure-random
        request.getSession().setAttribute("key", Double.toString(g));
        // ruleid: java-insecure-random
        long l = new Random().nextLong();
        // ruleid: java-insecure-random
        request.getSession().setAttribute("key", "k" + l);
    }

    void writeOtp(HttpServletResponse response) throws IOException {
        // ruleid: java-insecure-random
        int otp = 100000 + (int) (Math.random() * 900000);
        // ruleid: java-insecure-random
        response.getWriter().println("Your code: " + otp);
        String strongOtp = String.valueOf(100000 + new SecureRandom().nextInt(900000));
        // ok: java-insecure-random
        response.getWriter().println("Your code: " + strongOtp);
    }

    void storeResetToken(java.sql.Connection db, String user) throws java.sql.SQLException {
        // ruleid: java-insecure-random
        String token = org.apache.commons.lang3.RandomStringUtils.randomAlphanumeric(32);
        java.sql.PreparedStatement st = db.prepareStatement("UPDATE users SET reset_token = ? WHERE name = ?");
        // ruleid: java-insecure-random
        st.setString(1, token);
        // ok: java-insecure-random
        st.setString(2, user);
        st.executeUpdate();
    }

    void otherGenerators(javax.servlet.http.HttpServletRequest request) {
        // ruleid: java-insecure-random
        java.util.SplittableRandom split = new java.util.SplittableRandom();
        // ruleid: java-insecure-random
        request.getSession().setAttribute("nonce", Long.toHexString(split.nextLong()));
        // ruleid: java-insecure-random
        request.getSession().setAttribute("pin", String.valueOf(org.apache.commons.lang3.RandomUtils.nextInt(1000, 9999)));
        // ok: java-insecure-random
        request.getSession().setAttribute("pin", String.valueOf(new SecureRandom().nextInt(9000) + 1000));
    }

    java.util.List<String> shuffled(java.util.List<String> items) {
        java.util.List<String> copy = new java.util.ArrayList<>(items);
        // Shuffling with java.util.Random: nothing predictable leaves the method.
        // ok: java-insecure-random
        java.util.Collections.shuffle(copy, new Random());
        return copy;
    }
}

@org.springframework.web.bind.annotation.RestController
class ApiKeys {
    @org.springframework.web.bind.annotation.PostMapping("/keys")
    public java.util.Map<String, String> create() {
        // ruleid: java-insecure-random
        String key = Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong());
        // ruleid: java-insecure-random
        return java.util.Map.of("apiKey", key);
    }

    @org.springframework.web.bind.annotation.PostMapping("/keys/strong")
    public java.util.Map<String, String> createStrong() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        // ok: java-insecure-random
        return java.util.Map.of("apiKey", java.util.Base64.getEncoder().encodeToString(bytes));
    }
}

// A service whose generator is a field set by its initialiser, injected into a controller and
// never built with `new` in the tree: its methods still see the field's initialiser.
@org.springframework.stereotype.Service
class CodeService {
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
    // ruleid: java-insecure-random
    private final Random weak = new Random();
    private final SecureRandom strong = new SecureRandom();

    String weakCode(int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            sb.append(ALPHABET.charAt(weak.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    String strongCode() {
        return Integer.toString(strong.nextInt(1000000));
    }

    long jitterMillis() {
        return 100L + weak.nextInt(50);
    }
}

@org.springframework.web.bind.annotation.RestController
class InviteCodes {
    @org.springframework.beans.factory.annotation.Autowired
    private CodeService codes;

    @org.springframework.web.bind.annotation.PostMapping("/invites")
    public String invite() {
        String code = codes.weakCode(16);
        // ruleid: java-insecure-random
        return code;
    }

    @org.springframework.web.bind.annotation.PostMapping("/invites/strong")
    public String inviteStrong() throws InterruptedException {
        Thread.sleep(codes.jitterMillis());
        String code = codes.strongCode();
        // ok: java-insecure-random
        return code;
    }
}
