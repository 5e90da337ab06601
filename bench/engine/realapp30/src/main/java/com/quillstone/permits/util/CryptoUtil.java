package com.quillstone.permits.util;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** Hashing, encryption and token helpers shared by the account and document code. */
public final class CryptoUtil {

    private static final SecureRandom SECURE = new SecureRandom();
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();

    private CryptoUtil() {
    }

    /** Password hashes of accounts migrated from the old portal; compared at login. */
    public static String legacyPasswordHash(String password) throws GeneralSecurityException {
        MessageDigest md = MessageDigest.getInstance("MD5");
        return HexFormat.of().formatHex(md.digest(password.getBytes(StandardCharsets.UTF_8)));
    }

    /** Content fingerprint of an uploaded plan, used as the download ETag. */
    public static String contentHash(byte[] data) throws GeneralSecurityException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return HexFormat.of().formatHex(md.digest(data));
    }

    /** Applicants' national id numbers are stored encrypted. */
    public static byte[] encryptNationalId(String nationalId, byte[] key) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "DES"));
        return cipher.doFinal(nationalId.getBytes(StandardCharsets.UTF_8));
    }

    public static byte[] encryptBankDetails(String iban, byte[] key) throws GeneralSecurityException {
        byte[] iv = new byte[12];
        SECURE.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        byte[] body = cipher.doFinal(iban.getBytes(StandardCharsets.UTF_8));
        byte[] out = new byte[iv.length + body.length];
        System.arraycopy(iv, 0, out, 0, iv.length);
        System.arraycopy(body, 0, out, iv.length, body.length);
        return out;
    }

    /** Emailed to the applicant to reset a forgotten password. */
    public static String passwordResetCode() {
        Random random = new Random();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    public static String sessionToken() {
        byte[] bytes = new byte[32];
        SECURE.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** Short reference printed on a paper receipt next to the permit number; not a secret. */
    public static int receiptColour(long permitId) {
        return new Random(permitId).nextInt(6);
    }
}
