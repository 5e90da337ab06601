package com.acme.payments;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CardVaultGcmServlet extends HttpServlet {

    private final SecureRandom random = new SecureRandom();

    private SecretKey key() {
        byte[] raw = Base64.getDecoder().decode(System.getenv("VAULT_KEY"));
        return new SecretKeySpec(raw, "AES");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pan = req.getParameter("pan");
        try {
            byte[] iv = new byte[12];
            random.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key(), new GCMParameterSpec(128, iv));
            byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
            ByteBuffer out = ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed);
            resp.getWriter().print(Base64.getEncoder().encodeToString(out.array()));
        } catch (GeneralSecurityException e) {
            resp.sendError(500);
        }
    }
}
