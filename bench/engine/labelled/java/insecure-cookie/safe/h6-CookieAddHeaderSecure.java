package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-cookie-cookieaddheadersecure")
public class CookieAddHeaderSecure extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String token = java.util.UUID.randomUUID().toString();
        response.addHeader("Set-Cookie", "remember_token=" + token + "; Path=/; Max-Age=2592000; Secure; HttpOnly; SameSite=Lax");
        response.getWriter().println("remembered");
    }
}
