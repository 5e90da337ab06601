package com.acme.docs;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DocumentChecksumServlet extends HttpServlet {

    static final class Signer {
        private static final String ALGORITHM = "SHA1";

        static String sign(InputStream in) throws Exception {
            MessageDigest digest = MessageDigest.getInstance(ALGORITHM);
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String signature = Signer.sign(request.getInputStream());
            response.setHeader("X-Document-Signature", signature);
            response.setStatus(202);
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
