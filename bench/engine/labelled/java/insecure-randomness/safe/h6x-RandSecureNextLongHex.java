package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randsecurenextlonghex")
public class RandSecureNextLongHex extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        long l = java.security.SecureRandom.getInstance("SHA1PRNG", "SUN").nextLong();
        String rememberMeKey = Long.toString(l);
        javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("rememberMe", rememberMeKey);
        c.setSecure(true);
        response.addCookie(c);
    }
}
