package com.acme.auth;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LoginCookieServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = request.getParameter("username");
        String token = UUID.randomUUID().toString();
        request.getSession().setAttribute("authToken", token);
        Cookie auth = new Cookie("AUTH_TOKEN", token);
        auth.setPath("/");
        auth.setMaxAge(60 * 60 * 8);
        response.addCookie(auth);
        response.sendRedirect(request.getContextPath() + "/dashboard");
    }
}
