package org.ridgeline.academy.lessons.crypto;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.stereotype.Component;

@Component
public class PasswordHasher {

    private final BCryptPasswordEncoder encoder = new BCryptPasswordEncoder(12);

    public String legacyHash(String password) throws Exception {
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        return HexFormat.of().formatHex(md5.digest(password.getBytes(StandardCharsets.UTF_8)));
    }

    public String legacySha1(String password) throws Exception {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        return HexFormat.of().formatHex(sha1.digest(password.getBytes(StandardCharsets.UTF_8)));
    }

    public String hash(String password) {
        return encoder.encode(password);
    }

    public boolean matches(String password, String stored) {
        return encoder.matches(password, stored);
    }

    public String checksum(String content) throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        return HexFormat.of().formatHex(sha256.digest(content.getBytes(StandardCharsets.UTF_8)));
    }
}
