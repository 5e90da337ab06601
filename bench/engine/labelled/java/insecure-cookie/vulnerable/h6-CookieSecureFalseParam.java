package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-cookie-cookiesecurefalseparam")
public class CookieSecureFalseParam extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("pref");
        if (param == null) param = "";
        byte[] input = new byte[1000];
        String str = "?";
        java.io.InputStream inputParam = new java.io.ByteArrayInputStream(param.getBytes());
        int i = inputParam.read(input);
        if (i > 0) str = new String(input, 0, i);
        Cookie cookie = new Cookie("SomeCookie", java.net.URLEncoder.encode(str, "UTF-8"));
        cookie.setSecure(false);
        cookie.setHttpOnly(true);
        cookie.setPath(request.getRequestURI());
        response.addCookie(cookie);
        response.getWriter().println("Created cookie: 'SomeCookie'");
    }
}
