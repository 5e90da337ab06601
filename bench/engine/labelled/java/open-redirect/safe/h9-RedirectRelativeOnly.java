package com.summit.auth;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedirectRelativeOnly extends HttpServlet {

    private static boolean isLocalPath(String target) {
        return target != null
                && target.startsWith("/")
                && !target.startsWith("//")
                && !target.contains("\\")
                && !target.contains("\r")
                && !target.contains("\n");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String next = req.getParameter("next");
        if (!isLocalPath(next)) {
            next = "/home";
        }
        resp.sendRedirect(req.getContextPath() + next);
    }
}
