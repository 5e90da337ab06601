package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-cookie-cookiesessionallflags")
public class CookieSessionAllFlags extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String sid = java.util.UUID.randomUUID().toString();
        Cookie c = new Cookie("APPSESSION", sid);
        c.setPath("/");
        c.setMaxAge(3600);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("logged in");
    }
}
