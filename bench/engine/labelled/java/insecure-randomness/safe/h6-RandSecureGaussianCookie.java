package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randsecuregaussiancookie")
public class RandSecureGaussianCookie extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        double value = new java.security.SecureRandom().nextGaussian();
        String rememberMeKey = Double.toString(value).substring(2);
        Cookie c = new Cookie("rememberMe", rememberMeKey);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("ok");
    }
}
