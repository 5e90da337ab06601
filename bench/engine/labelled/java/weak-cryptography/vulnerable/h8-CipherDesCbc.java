package org.bench.h8.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CipherDesCbc extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("note");
        if (param == null) param = "";

        try {
            byte[] iv = new byte[8];
            new java.security.SecureRandom().nextBytes(iv);
            SecretKey key = KeyGenerator.getInstance("DES").generateKey();
            Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
            byte[] encrypted = c.doFinal(param.getBytes("UTF-8"));
            request.getSession().setAttribute("noteKey", key);
            response.getWriter().println(Base64.getEncoder().encodeToString(encrypted));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
