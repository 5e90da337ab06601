package com.acme.profile;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class ProfileSessionServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String displayName = request.getParameter("displayName");
        String role = request.getParameter("role");
        HttpSession session = request.getSession();
        session.setAttribute("displayName", displayName);
        session.setAttribute("role", role);
        response.sendRedirect("profile.jsp");
    }
}
