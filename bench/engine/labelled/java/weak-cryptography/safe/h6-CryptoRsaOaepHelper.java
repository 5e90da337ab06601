package org.example.bench.web;

import java.io.IOException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import javax.crypto.Cipher;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptorsaoaephelper")
public class CryptoRsaOaepHelper extends HttpServlet {

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
        static String seal(String value) throws java.security.GeneralSecurityException, IOException {
            KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
            kpg.initialize(2048);
            KeyPair kp = kpg.generateKeyPair();
            Cipher cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
            cipher.init(Cipher.ENCRYPT_MODE, kp.getPublic());
            return java.util.Base64.getEncoder().encodeToString(cipher.doFinal(value.getBytes("UTF-8")));
        }
    }
}
