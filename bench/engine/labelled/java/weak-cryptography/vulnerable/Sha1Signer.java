import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

public class Sha1Signer {
    private final String secret = System.getenv("SIGNING_SECRET");

    public byte[] sign(String payload) throws Exception {
        return MessageDigest.getInstance("SHA-1").digest((secret + payload).getBytes(StandardCharsets.UTF_8));
    }
}
