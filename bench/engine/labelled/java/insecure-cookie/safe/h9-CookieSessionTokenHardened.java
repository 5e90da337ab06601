package com.summit.auth;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSessionTokenHardened extends HttpServlet {

    private static final SecureRandom RNG = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        byte[] raw = new byte[32];
        RNG.nextBytes(raw);
        Cookie auth = new Cookie("AUTH_TOKEN", Base64.getUrlEncoder().withoutPadding().encodeToString(raw));
        auth.setPath("/");
        auth.setSecure(true);
        auth.setHttpOnly(true);
        auth.setMaxAge(60 * 60 * 8);
        resp.addCookie(auth);
        resp.sendRedirect("/dashboard");
    }
}
