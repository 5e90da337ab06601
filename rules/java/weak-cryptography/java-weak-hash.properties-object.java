package fixtures.crypto.props;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Properties;

/** A Properties object's own setProperty values are what getProperty returns, before any default. */
public class DigestSettings {
    byte[] setToWeak(byte[] data) throws NoSuchAlgorithmException {
        Properties settings = new Properties();
        settings.setProperty("digest.algorithm", "SHA-1");
        String alg = settings.getProperty("digest.algorithm", "SHA-512");
        // ruleid: java-weak-hash
        return MessageDigest.getInstance(alg).digest(data);
    }

    byte[] setToStrong(byte[] data) throws NoSuchAlgorithmException {
        Properties settings = new Properties();
        settings.setProperty("digest.algorithm", "SHA-256");
        String alg = settings.getProperty("digest.algorithm", "MD5");
        // ok: java-weak-hash
        return MessageDigest.getInstance(alg).digest(data);
    }

    byte[] otherKeySet(byte[] data) throws NoSuchAlgorithmException {
        Properties settings = new Properties();
        settings.setProperty("cipher.algorithm", "AES/GCM/NoPadding");
        String alg = settings.getProperty("digest.algorithm", "MD5");
        // ruleid: java-weak-hash
        return MessageDigest.getInstance(alg).digest(data);
    }
}
