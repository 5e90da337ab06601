package org.example.bench.web;

import java.io.IOException;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptoaesecbhelper")
public class CryptoAesEcbHelper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("X-Card");
        if (param == null) param = "";
        try {
            response.getWriter().println(Vault.seal(param));
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }

    static class Vault {
        private static final String TRANSFORMATION = "AES/ECB/PKCS5Padding";

        static String seal(String value) throws java.security.GeneralSecurityException, IOException {
            KeyGenerator kg = KeyGenerator.getInstance("AES");
            kg.init(128);
            SecretKey key = kg.generateKey();
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            return java.util.Base64.getEncoder().encodeToString(cipher.doFinal(value.getBytes("UTF-8")));
        }
    }
}
