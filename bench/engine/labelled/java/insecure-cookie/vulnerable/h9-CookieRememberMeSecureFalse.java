package com.summit.auth;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieRememberMeSecureFalse extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        if (!"on".equals(request.getParameter("remember"))) {
            response.sendRedirect("/home");
            return;
        }
        Cookie remember = new Cookie("remember_me", UUID.randomUUID().toString());
        remember.setMaxAge(30 * 24 * 3600);
        remember.setHttpOnly(true);
        remember.setSecure(false);
        response.addCookie(remember);
        response.sendRedirect("/home");
    }
}
