package fixtures.random;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

public class CodeMaker {
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final char[] SYMBOLS = "abcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private static final SecureRandom SECURE = new SecureRandom();
    // ruleid: java-weak-random-token
    private final Random random = new Random();

    // Helpers whose results leave this class: where they end up is not visible here.
    public String resetToken() {
        // ruleid: java-weak-random-token
        return Long.toHexString(random.nextLong()) + Long.toHexString(System.nanoTime());
    }

    public String sessionKey() {
        BigInteger bits = new BigInteger(130, random);
        // ruleid: java-weak-random-token
        return bits.toString(32);
    }

    public String pin() {
        // ruleid: java-weak-random-token
        return String.format("%06d", random.nextInt(1_000_000));
    }

    public String apiKey() {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        // ruleid: java-weak-random-token
        return Base64.getEncoder().encodeToString(bytes);
    }

    public String inviteCode(int length) {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < length; i++) {
            // ruleid: java-weak-random-token
            code.append(ALPHABET.charAt(ThreadLocalRandom.current().nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    // The same draw from a char[] alphabet: `SYMBOLS[i]` reads what `charAt(i)` would.
    public String voucher() {
        char[] out = new char[12];
        for (int i = 0; i < out.length; i++) {
            // ruleid: java-weak-random-token
            out[i] = SYMBOLS[random.nextInt(SYMBOLS.length)];
        }
        return new String(out);
    }

    public String secureVoucher(int first) {
        StringBuilder sb = new StringBuilder();
        // ok: java-weak-random-token
        sb.append(SYMBOLS[first % SYMBOLS.length]);
        for (int i = 0; i < 11; i++) {
            // ok: java-weak-random-token
            sb.append(SYMBOLS[SECURE.nextInt(SYMBOLS.length)]);
        }
        return sb.toString();
    }

    public String secureToken() {
        byte[] bytes = new byte[24];
        SECURE.nextBytes(bytes);
        // ok: java-weak-random-token
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        // ok: java-weak-random-token
        return token + String.format("%06d", SECURE.nextInt(1_000_000));
    }

    // A pick from a list of items, a delay, a percentage, a letter chosen by the caller: no token text.
    public String lookAlikes(List<String> tips, int index) throws InterruptedException {
        // ok: java-weak-random-token
        String tip = tips.get(random.nextInt(tips.size()));
        // ok: java-weak-random-token
        Thread.sleep(100 + random.nextInt(50));
        // ok: java-weak-random-token
        String label = String.format("%d%% done", random.nextInt(100));
        // ok: java-weak-random-token
        char letter = ALPHABET.charAt(index % ALPHABET.length());
        // ok: java-weak-random-token
        String count = Integer.toString(random.nextInt(10));
        return tip + label + letter + count;
    }
}
