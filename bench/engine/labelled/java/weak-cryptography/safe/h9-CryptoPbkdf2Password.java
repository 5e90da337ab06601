package com.vault.accounts;

import java.io.IOException;
import java.security.SecureRandom;
import java.security.spec.KeySpec;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CryptoPbkdf2Password extends HttpServlet {

    private static final int ITERATIONS = 310_000;
    private final SecureRandom rng = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        char[] password = req.getParameter("password").toCharArray();
        byte[] salt = new byte[16];
        rng.nextBytes(salt);
        try {
            KeySpec spec = new PBEKeySpec(password, salt, ITERATIONS, 256);
            byte[] hash = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            String stored = ITERATIONS + ":" + Base64.getEncoder().encodeToString(salt) + ":"
                    + Base64.getEncoder().encodeToString(hash);
            getServletContext().setAttribute("pw:" + req.getParameter("user"), stored);
            resp.setStatus(201);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
