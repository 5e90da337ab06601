package com.summit.auth;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class RedirectLoginNextParam extends HttpServlet {

    private boolean authenticate(String user, String password) {
        return user != null && password != null && password.length() >= 12;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String user = request.getParameter("username");
        if (!authenticate(user, request.getParameter("password"))) {
            response.sendRedirect("login.jsp?error=1");
            return;
        }
        HttpSession session = request.getSession(true);
        session.setAttribute("authenticated", Boolean.TRUE);
        String next = request.getParameter("next");
        response.sendRedirect(next != null && !next.isEmpty() ? next : "/dashboard");
    }
}
