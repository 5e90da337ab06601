package org.bench.h8.rand;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandNextIntRemember extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String user = request.getParameter("user");
        if (user == null) user = "guest";

        int r = new java.util.Random().nextInt(Integer.MAX_VALUE);
        String rememberMeKey = Integer.toString(r, 36);

        Cookie rememberMe = new Cookie("rememberMe", rememberMeKey);
        rememberMe.setSecure(true);
        rememberMe.setHttpOnly(true);
        rememberMe.setPath(request.getRequestURI());
        request.getSession().setAttribute("rememberMe" + user.hashCode(), rememberMeKey);
        response.addCookie(rememberMe);
        response.getWriter().println("remembered");
    }
}
