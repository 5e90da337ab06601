package org.example.bench.web;

import java.io.IOException;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptoaescbcpbkdf")
public class CryptoAesCbcPbkdf extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("note");
        if (param == null) param = "";
        try {
            byte[] salt = new byte[16];
            byte[] iv = new byte[16];
            java.security.SecureRandom rnd = new java.security.SecureRandom();
            rnd.nextBytes(salt);
            rnd.nextBytes(iv);
            SecretKeyFactory skf = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
            byte[] keyBytes = skf.generateSecret(new PBEKeySpec(System.getenv("NOTE_PASS").toCharArray(), salt, 210000, 256)).getEncoded();
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(keyBytes, "AES"), new IvParameterSpec(iv));
            response.getWriter().println(java.util.Base64.getEncoder().encodeToString(c.doFinal(param.getBytes("UTF-8"))));
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
