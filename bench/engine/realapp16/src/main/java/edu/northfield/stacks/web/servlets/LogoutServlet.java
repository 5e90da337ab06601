package edu.northfield.stacks.web.servlets;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Map;

@WebServlet("/logout")
public class LogoutServlet extends HttpServlet {
    private static final Map<String, String> DESTINATIONS = Map.of(
            "home", "/", "catalogue", "/app?action=search", "login", "/login");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String target = DESTINATIONS.getOrDefault(req.getParameter("to"), "/");
        resp.sendRedirect(req.getContextPath() + target);
    }
}
