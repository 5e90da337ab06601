package org.example.bench.web;

import java.io.IOException;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-ssrfhostopenstream")
public class SsrfHostOpenStream extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String host = request.getParameter("host");
        if (host == null) host = "localhost";
        String bar = Fetcher.build(host);
        try (java.io.InputStream in = new URL(bar).openStream()) {
            response.getWriter().println(in.available());
        }
    }

    static class Fetcher {
        static String build(String host) {
            return "http://" + host + ":8080/status";
        }
    }
}
