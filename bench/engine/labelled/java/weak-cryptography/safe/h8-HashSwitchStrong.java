package org.bench.h8.crypto;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HashSwitchStrong extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String payload = request.getParameter("payload");
        if (payload == null) payload = "";

        String mode = "strong";
        String algorithm;
        switch (mode) {
            case "legacy":
                algorithm = "MD5";
                break;
            case "compat":
                algorithm = "SHA-1";
                break;
            default:
                algorithm = "SHA-512";
                break;
        }
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            response.getWriter().println(Base64.getEncoder().encodeToString(md.digest(payload.getBytes("UTF-8"))));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
