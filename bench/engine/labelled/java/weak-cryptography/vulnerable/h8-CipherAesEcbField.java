package org.bench.h8.crypto;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CipherAesEcbField extends HttpServlet {

    private static final String TRANSFORMATION = "AES/ECB/PKCS5Padding";

    private SecretKeySpec keySpec;

    @Override
    public void init() {
        keySpec = new SecretKeySpec(HexFormat.of().parseHex(System.getenv("CARD_KEY_HEX")), "AES");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String card = request.getParameter("card");
        if (card == null) card = "";
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, keySpec);
            String token = HexFormat.of().formatHex(cipher.doFinal(card.getBytes("UTF-8")));
            response.getWriter().println(token);
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
