package fixtures.crypto;

import java.io.FileInputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Properties;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

public class Checksums {
    private static final String LEGACY = "SHA-1";

    public byte[] digest(byte[] data, boolean strong) throws NoSuchAlgorithmException {
        // ruleid: java-weak-hash
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        // ruleid: java-weak-hash
        MessageDigest sha1 = MessageDigest.getInstance("sha1");
        // ruleid: java-weak-hash
        MessageDigest md2 = MessageDigest.getInstance("MD2");

        // ok: java-weak-hash
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");

        String algorithm = "MD5";
        algorithm = "SHA-512";
        // ok: java-weak-hash
        MessageDigest.getInstance(algorithm);

        final boolean fips = true;
        // ok: java-weak-hash
        MessageDigest.getInstance(fips ? "SHA-384" : "MD5");

        String chosen = "SHA-1";
        // ruleid: java-weak-hash
        MessageDigest.getInstance(chosen);

        // ruleid: java-weak-hash
        MessageDigest legacy = MessageDigest.getInstance(LEGACY);
        // ok: java-weak-hash
        MessageDigest modern = MessageDigest.getInstance(CryptoSettings.DIGEST);
        // A constant declared in another file of the tree.
        // todoruleid: java-weak-hash
        MessageDigest shared = MessageDigest.getInstance(fixtures.crypto.shared.CryptoConstants.LEGACY_DIGEST);

        return sha256.digest(data);
    }

    public byte[] fromProperties(byte[] data) throws IOException, NoSuchAlgorithmException {
        Properties props = new Properties();
        props.load(new FileInputStream("application.properties"));
        // ruleid: java-weak-hash
        MessageDigest weak = MessageDigest.getInstance(props.getProperty("app.hash.algorithm"));
        // ok: java-weak-hash
        MessageDigest strong = MessageDigest.getInstance(props.getProperty("app.hash.strong"));
        // ok: java-weak-hash
        MessageDigest fallback = MessageDigest.getInstance(props.getProperty("app.hash.missing", "SHA-256"));
        // ruleid: java-weak-hash
        MessageDigest fromEnv = MessageDigest.getInstance(System.getenv("HASH_ALGO"));
        // ok: java-weak-hash
        MessageDigest strongFromEnv = MessageDigest.getInstance(System.getenv("STRONG_HASH_ALGO"));
        // An unset variable is not known to be weak: nothing is reported.
        // ok: java-weak-hash
        MessageDigest unknown = MessageDigest.getInstance(System.getenv("UNSET_HASH_ALGO"));
        return strong.digest(data);
    }
}

@Service
class TokenHasher {
    @Value("${app.hash.algorithm}")
    private String algorithm;

    @Value("${app.hash.strong}")
    private String strongAlgorithm;

    byte[] hash(byte[] token) throws NoSuchAlgorithmException {
        // ruleid: java-weak-hash
        MessageDigest weak = MessageDigest.getInstance(algorithm);
        // ok: java-weak-hash
        MessageDigest strong = MessageDigest.getInstance(strongAlgorithm);
        return strong.digest(token);
    }
}

interface CryptoSettings {
    String DIGEST = "SHA-" + 512;
}
