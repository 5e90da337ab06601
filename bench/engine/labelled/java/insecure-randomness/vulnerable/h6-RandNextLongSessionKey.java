package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randnextlongsessionkey")
public class RandNextLongSessionKey extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        long l = new java.util.Random().nextLong();
        String sessionKey = Long.toHexString(l);
        Cookie c = new Cookie("SESSIONKEY", sessionKey);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("ok");
    }
}
