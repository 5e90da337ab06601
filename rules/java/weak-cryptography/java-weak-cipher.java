package fixtures.crypto;

import java.io.FileInputStream;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Properties;
import javax.crypto.Cipher;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.ConfigurationProperties;

public class Encryptor {
    @Value("${app.cipher.transformation}")
    private String transformation;

    @Value("${app.cipher.strong}")
    private String strongTransformation;

    Cipher ciphers() throws GeneralSecurityException, IOException {
        // ruleid: java-weak-cipher
        Cipher des = Cipher.getInstance("DES/CBC/PKCS5Padding");
        // ruleid: java-weak-cipher
        Cipher tripleDes = Cipher.getInstance("DESede/ECB/PKCS5Padding");
        // ruleid: java-weak-cipher
        Cipher rc4 = Cipher.getInstance("RC4");
        // ruleid: java-weak-cipher
        Cipher blowfish = Cipher.getInstance("Blowfish");
        // RSA without padding is textbook RSA: deterministic and malleable.
        // ruleid: java-weak-cipher
        Cipher rawRsa = Cipher.getInstance("RSA/ECB/NoPadding");

        // ok: java-weak-cipher
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        // ok: java-weak-cipher
        Cipher chacha = Cipher.getInstance("ChaCha20-Poly1305");
        // A name that merely contains "des" is not DES.
        // ok: java-weak-cipher
        Cipher rsa = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
        // ruleid: java-weak-cipher
        javax.crypto.SecretKey desKey = javax.crypto.KeyGenerator.getInstance("DES").generateKey();
        // ruleid: java-weak-cipher
        javax.crypto.SecretKeyFactory pbe = javax.crypto.SecretKeyFactory.getInstance("PBEWithMD5AndDES");
        // ruleid: java-weak-cipher
        Cipher pbeCipher = Cipher.getInstance("PBEWithSHA1AndRC4_128");
        // ok: java-weak-cipher
        javax.crypto.SecretKey aesKey = javax.crypto.KeyGenerator.getInstance("AES").generateKey();
        // ok: java-weak-cipher
        javax.crypto.SecretKeyFactory pbkdf2 = javax.crypto.SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        // ok: java-weak-cipher
        Cipher pbeAes = Cipher.getInstance("PBEWithHmacSHA256AndAES_256");

        // ruleid: java-weak-cipher
        Cipher configured = Cipher.getInstance(transformation);
        // ok: java-weak-cipher
        Cipher configuredStrong = Cipher.getInstance(strongTransformation);

        Properties props = new Properties();
        props.load(new FileInputStream("application.properties"));
        // ruleid: java-weak-cipher
        Cipher fromFile = Cipher.getInstance(props.getProperty("app.cipher.transformation"));
        return gcm;
    }
}

/** Bound from `app.crypto.*` keys of application.properties (relaxed binding: legacyCipher ← legacy-cipher). */
@ConfigurationProperties(prefix = "app.crypto")
class CryptoProperties {
    private String legacyCipher = "AES/GCM/NoPadding";
    private String currentCipher = "AES/GCM/NoPadding";

    public String getLegacyCipher() {
        return legacyCipher;
    }

    public String getCurrentCipher() {
        return currentCipher;
    }
}

class ArchiveEncryptor {
    @Autowired
    private CryptoProperties properties;

    Cipher archive() throws GeneralSecurityException {
        // The configuration overrides the field's default with DESede.
        // ruleid: java-weak-cipher
        Cipher legacy = Cipher.getInstance(properties.getLegacyCipher());
        // No key configured: the default applies.
        // ok: java-weak-cipher
        Cipher current = Cipher.getInstance(properties.getCurrentCipher());
        return current;
    }
}
