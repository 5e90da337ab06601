package org.bench.h8.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CipherPropsGcmDefault extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String prefs = request.getParameter("prefs");
        if (prefs == null) prefs = "{}";
        Properties props = new Properties();
        props.load(getClass().getClassLoader().getResourceAsStream("crypto.properties"));
        String transformation = props.getProperty("cryptoAlg2", "AES/GCM/NoPadding");
        try {
            SecretKey key = KeyGenerator.getInstance("AES").generateKey();
            byte[] iv = new byte[12];
            new java.security.SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance(transformation);
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            String sealed = Base64.getUrlEncoder().encodeToString(cipher.doFinal(prefs.getBytes("UTF-8")));
            Cookie c = new Cookie("prefs", sealed);
            c.setSecure(true);
            c.setHttpOnly(true);
            response.addCookie(c);
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
