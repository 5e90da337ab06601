package com.acme.payments;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CardVaultServlet extends HttpServlet {

    private SecretKey key() {
        byte[] raw = Base64.getDecoder().decode(System.getenv("VAULT_KEY"));
        return new SecretKeySpec(raw, "DES");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pan = req.getParameter("pan");
        try {
            Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key());
            byte[] sealed = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
            resp.getWriter().print(Base64.getEncoder().encodeToString(sealed));
        } catch (GeneralSecurityException e) {
            resp.sendError(500);
        }
    }
}
