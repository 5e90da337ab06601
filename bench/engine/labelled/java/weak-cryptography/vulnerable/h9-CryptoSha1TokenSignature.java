package com.vault.links;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CryptoSha1TokenSignature extends HttpServlet {

    private static final String SECRET = System.getenv("LINK_SECRET");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String fileId = req.getParameter("file");
        long expires = System.currentTimeMillis() / 1000 + 3600;
        try {
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            byte[] sig = sha1.digest((SECRET + fileId + expires).getBytes(StandardCharsets.UTF_8));
            String link = "/download?file=" + fileId + "&exp=" + expires + "&sig="
                    + Base64.getUrlEncoder().withoutPadding().encodeToString(sig);
            resp.setContentType("text/plain");
            resp.getWriter().print(link.length());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
