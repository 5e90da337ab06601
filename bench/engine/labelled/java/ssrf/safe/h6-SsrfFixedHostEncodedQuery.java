package org.example.bench.web;

import java.io.IOException;
import java.net.URL;
import java.net.URLEncoder;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-ssrffixedhostencodedquery")
public class SsrfFixedHostEncodedQuery extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String q = request.getParameter("q");
        if (q == null) q = "";
        URL url = new URL("https://api.example.com/search?q=" + URLEncoder.encode(q, "UTF-8"));
        try (java.io.InputStream in = url.openStream()) {
            response.getWriter().println(in.readAllBytes().length);
        }
    }
}
