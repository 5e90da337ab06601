package org.example.bench.web;

import java.io.IOException;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustallowlistrole")
public class TrustAllowListRole extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String role = request.getParameter("role");
        if (role == null || !ROLES.contains(role)) {
            response.sendError(400, "unknown role");
            return;
        }
        request.getSession().setAttribute("requestedRole", role);
        response.getWriter().println("saved");
    }

    private static final Set<String> ROLES = Set.of("viewer", "editor");
}
