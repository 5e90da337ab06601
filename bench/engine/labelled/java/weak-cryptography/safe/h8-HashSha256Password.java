package org.bench.h8.crypto;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HashSha256Password extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String password = request.getParameter("password");
        if (password == null) {
            response.sendError(400);
            return;
        }
        String stored = new Digester().digest(password);
        getServletContext().setAttribute("pwd:" + request.getParameter("user"), stored);
        response.getWriter().println("password updated");
    }

    static class Digester {
        String digest(String input) throws ServletException {
            try {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                md.update(input.getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(md.digest());
            } catch (NoSuchAlgorithmException e) {
                throw new ServletException(e);
            }
        }
    }
}
