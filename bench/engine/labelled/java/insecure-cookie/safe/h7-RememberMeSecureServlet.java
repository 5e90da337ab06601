package com.acme.auth;

import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RememberMeSecureServlet extends HttpServlet {

    private static final int THIRTY_DAYS = 60 * 60 * 24 * 30;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String series = (String) req.getSession().getAttribute("rememberSeries");
        resp.addCookie(buildCookie("remember-me", series));
        resp.getWriter().print("{\"remembered\":true}");
    }

    private Cookie buildCookie(String name, String value) {
        Cookie cookie = new Cookie(name, value);
        cookie.setMaxAge(THIRTY_DAYS);
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        return cookie;
    }
}
