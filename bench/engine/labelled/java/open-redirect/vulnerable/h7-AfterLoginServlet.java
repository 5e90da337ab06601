package com.acme.web;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AfterLoginServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        if (next == null || next.isEmpty()) {
            next = request.getContextPath() + "/home";
        }
        request.getSession().setAttribute("loggedIn", Boolean.TRUE);
        response.sendRedirect(next);
    }
}
