package com.acme.profile;

import java.io.IOException;
import java.time.Instant;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class ProfileSessionServerServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String displayName = request.getParameter("displayName");
        HttpSession session = request.getSession();
        session.setAttribute("profileUpdatedAt", Instant.now().toString());
        session.setAttribute("role", "member");
        request.setAttribute("pendingName", displayName);
        response.sendRedirect("profile.jsp");
    }
}
