package org.bench.h8.cookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSecureTrue extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("store");
        if (param == null) param = "none";

        byte[] input = param.getBytes("UTF-8");
        String str = new String(input, "UTF-8");
        Cookie cookie = new Cookie("SomeCookie", str);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        cookie.setPath(request.getRequestURI());
        response.addCookie(cookie);
        response.getWriter().println("Created cookie: 'SomeCookie'");
    }
}
