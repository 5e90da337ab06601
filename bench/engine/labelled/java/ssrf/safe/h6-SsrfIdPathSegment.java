package org.example.bench.web;

import java.io.IOException;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-ssrfidpathsegment")
public class SsrfIdPathSegment extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = request.getParameter("id");
        long id;
        try {
            id = Long.parseLong(raw);
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        try (java.io.InputStream in = new URL("https://inventory.internal/items/" + id).openStream()) {
            response.getWriter().println(in.readAllBytes().length);
        }
    }
}
