package com.atlas.portal;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class TrustSessionUserParam extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String account = request.getParameter("account");
        HttpSession session = request.getSession();
        session.setAttribute("activeAccount", account);
        session.setMaxInactiveInterval(900);
        response.sendRedirect("/portal/overview");
    }
}
