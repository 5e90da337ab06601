package com.atlas.flags;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustSessionKeyFromHeader extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String feature = req.getHeader("X-Feature");
        if (feature == null || feature.isBlank()) {
            resp.sendError(400);
            return;
        }
        String attributeName = "feature." + feature.trim();
        req.getSession().setAttribute(attributeName, Boolean.TRUE);
        resp.getWriter().print("feature toggled");
    }
}
