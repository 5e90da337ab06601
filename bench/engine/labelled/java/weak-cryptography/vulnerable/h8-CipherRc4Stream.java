package org.bench.h8.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CipherRc4Stream extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String prefs = request.getParameter("prefs");
        if (prefs == null) prefs = "{}";
        byte[] keyBytes = System.getenv("PREFS_KEY").getBytes("UTF-8");
        try {
            Cipher rc4 = Cipher.getInstance("RC4");
            rc4.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(keyBytes, "RC4"));
            String sealed = Base64.getUrlEncoder().encodeToString(rc4.doFinal(prefs.getBytes("UTF-8")));
            Cookie c = new Cookie("prefs", sealed);
            c.setSecure(true);
            c.setHttpOnly(true);
            response.addCookie(c);
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
