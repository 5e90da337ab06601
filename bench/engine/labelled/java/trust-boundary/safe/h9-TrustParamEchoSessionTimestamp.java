package com.atlas.audit;

import java.io.IOException;
import java.time.Instant;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import org.owasp.encoder.Encode;

public class TrustParamEchoSessionTimestamp extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String section = request.getParameter("section");
        HttpSession session = request.getSession();
        session.setAttribute("lastVisit", Instant.now().toString());
        Integer views = (Integer) session.getAttribute("views");
        session.setAttribute("views", views == null ? 1 : views + 1);
        response.setContentType("text/html");
        response.getWriter().print("<p>Viewing " + Encode.forHtml(section == null ? "home" : section) + "</p>");
    }
}
