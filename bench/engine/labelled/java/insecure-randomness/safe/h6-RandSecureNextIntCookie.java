package org.example.bench.web;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randsecurenextintcookie")
public class RandSecureNextIntCookie extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            int r = java.security.SecureRandom.getInstance("SHA1PRNG").nextInt();
            String rememberMeKey = Integer.toString(r);
            String cookieName = "rememberMe";
            request.getSession().setAttribute(cookieName, rememberMeKey);
            Cookie rememberMe = new Cookie(cookieName, rememberMeKey);
            rememberMe.setSecure(true);
            rememberMe.setHttpOnly(true);
            response.addCookie(rememberMe);
            response.getWriter().println("remembered");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
