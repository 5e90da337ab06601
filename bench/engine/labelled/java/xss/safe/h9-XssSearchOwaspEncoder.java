package com.lumen.kb;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

public class XssSearchOwaspEncoder extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String term = request.getParameter("term");
        if (term == null) {
            term = "";
        }
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<html><body>");
        out.println("<h2>No articles matched <em>" + Encode.forHtml(term) + "</em></h2>");
        out.println("<a href=\"/kb/search?term=" + Encode.forUriComponent(term) + "&amp;all=1\">Search all spaces</a>");
        out.println("</body></html>");
    }
}
