package com.summit.auth;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSessionTokenPlain extends HttpServlet {

    private final SecureRandom random = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        Cookie auth = new Cookie("AUTH_TOKEN", token);
        auth.setPath("/");
        auth.setMaxAge(60 * 60 * 8);
        resp.addCookie(auth);
        resp.sendRedirect("/dashboard");
    }
}
