package org.ridgeline.academy.lessons.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class VaultCipher {

    private final SecretKey aesKey;
    private final SecretKey desKey;
    private final SecureRandom random = new SecureRandom();

    public VaultCipher(@Value("${academy.vault.key}") String base64Key) {
        byte[] keyBytes = Base64.getDecoder().decode(base64Key);
        this.aesKey = new SecretKeySpec(keyBytes, 0, 32, "AES");
        this.desKey = new SecretKeySpec(keyBytes, 0, 8, "DES");
    }

    public String encrypt(String plaintext) throws Exception {
        byte[] iv = new byte[12];
        random.nextBytes(iv);
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        gcm.init(Cipher.ENCRYPT_MODE, aesKey, new GCMParameterSpec(128, iv));
        byte[] sealed = gcm.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }

    public String encryptLegacy(String plaintext) throws Exception {
        Cipher des = Cipher.getInstance("DES/ECB/PKCS5Padding");
        des.init(Cipher.ENCRYPT_MODE, desKey);
        return Base64.getEncoder().encodeToString(des.doFinal(plaintext.getBytes(StandardCharsets.UTF_8)));
    }

    public String encryptBlockMode(String plaintext) throws Exception {
        Cipher block = Cipher.getInstance("AES");
        block.init(Cipher.ENCRYPT_MODE, aesKey);
        return Base64.getEncoder().encodeToString(block.doFinal(plaintext.getBytes(StandardCharsets.UTF_8)));
    }
}
