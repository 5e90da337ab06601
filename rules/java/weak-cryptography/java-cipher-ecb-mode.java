package fixtures.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import org.springframework.beans.factory.annotation.Value;

public class SessionCrypto {
    @Value("${app.cipher.default}")
    private String defaultTransformation;

    Cipher cipher(int version) throws GeneralSecurityException {
        // ruleid: java-cipher-ecb-mode
        Cipher bare = Cipher.getInstance("AES");
        // ruleid: java-cipher-ecb-mode
        Cipher ecb = Cipher.getInstance("AES/ECB/PKCS5Padding");
        // ruleid: java-cipher-ecb-mode
        Cipher configured = Cipher.getInstance(defaultTransformation);

        // ok: java-cipher-ecb-mode
        Cipher cbc = Cipher.getInstance("AES/CBC/PKCS5Padding");
        // ok: java-cipher-ecb-mode
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        // RSA names its padding after ECB but encrypts a single block: not this weakness.
        // ok: java-cipher-ecb-mode
        Cipher rsa = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");

        // ok: java-cipher-ecb-mode
        Cipher current = Cipher.getInstance(version == 2 ? "AES/GCM/NoPadding" : "AES/CBC/PKCS5Padding");
        return gcm;
    }
}
