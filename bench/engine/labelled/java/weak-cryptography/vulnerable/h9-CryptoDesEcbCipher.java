package com.vault.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.DESKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CryptoDesEcbCipher extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String accountNo = request.getParameter("account");
        try {
            byte[] keyBytes = System.getenv("EXPORT_KEY").getBytes(StandardCharsets.UTF_8);
            SecretKey key = SecretKeyFactory.getInstance("DES").generateSecret(new DESKeySpec(keyBytes));
            Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] enc = cipher.doFinal(accountNo.getBytes(StandardCharsets.UTF_8));
            response.getWriter().print(Base64.getEncoder().encodeToString(enc));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
