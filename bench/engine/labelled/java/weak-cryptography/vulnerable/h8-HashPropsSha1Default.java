package org.bench.h8.crypto;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Properties;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HashPropsSha1Default extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Document");
        if (param == null) param = "";

        Properties settings = new Properties();
        try (InputStream in = getServletContext().getResourceAsStream("/WEB-INF/crypto.properties")) {
            if (in != null) settings.load(in);
        }
        String algorithm = settings.getProperty("hashAlg1", "SHA1");
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            byte[] result = md.digest(param.getBytes("UTF-8"));
            response.getWriter().println("fingerprint " + Base64.getEncoder().encodeToString(result));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
