package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randnextintremembercookie")
public class RandNextIntRememberCookie extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int r = new java.util.Random().nextInt();
        String rememberMeKey = Integer.toString(r);
        String user = "Ingrid";
        String fullClassName = this.getClass().getName();
        String testCaseNumber = fullClassName.substring(fullClassName.lastIndexOf('.') + 1);
        user += testCaseNumber;
        String cookieName = "rememberMe" + testCaseNumber;
        javax.servlet.http.HttpSession session = request.getSession();
        session.setAttribute(cookieName, rememberMeKey);
        Cookie rememberMe = new Cookie(cookieName, rememberMeKey);
        rememberMe.setSecure(true);
        rememberMe.setHttpOnly(true);
        rememberMe.setPath(request.getRequestURI());
        response.addCookie(rememberMe);
        response.getWriter().println(user + " has been remembered with cookie: " + rememberMe.getName());
    }
}
