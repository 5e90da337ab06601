package com.vault.assets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CryptoSha256Etag extends HttpServlet {

    private static final Path BUNDLE = Paths.get("/srv/vault/static/app.bundle.js");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        byte[] content = Files.readAllBytes(BUNDLE);
        String etag;
        try {
            etag = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        if (etag.equals(req.getHeader("If-None-Match"))) {
            resp.setStatus(304);
            return;
        }
        resp.setHeader("ETag", etag);
        resp.setContentType("application/javascript");
        resp.getOutputStream().write(content);
    }
}
