package fixtures.crypto;

import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import org.apache.commons.codec.digest.DigestUtils;

public class FileFingerprint {
    String fingerprint(byte[] content) {
        // ruleid: java-weak-hash-helper
        String md5 = DigestUtils.md5Hex(content);
        // ruleid: java-weak-hash-helper
        String sha1 = DigestUtils.sha1Hex(content);
        // ruleid: java-weak-hash-helper
        String guava = Hashing.md5().hashBytes(content).toString();
        // ok: java-weak-hash-helper
        String sha256 = DigestUtils.sha256Hex(content);
        // ok: java-weak-hash-helper
        String guavaStrong = Hashing.sha256().hashString("x", StandardCharsets.UTF_8).toString();
        return sha256;
    }
}
