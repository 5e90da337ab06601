package com.lumen.kb;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/kb/search")
public class XssSearchEchoServlet extends HttpServlet {

    private final List<String> articles = List.of("Resetting your password", "Billing FAQ", "VPN setup");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String q = request.getParameter("q");
        if (q == null) {
            q = "";
        }
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<html><body>");
        out.println("<h2>Results for <em>" + q + "</em></h2><ul>");
        for (String a : articles) {
            if (a.toLowerCase().contains(q.toLowerCase())) {
                out.println("<li>" + a + "</li>");
            }
        }
        out.println("</ul></body></html>");
    }
}
