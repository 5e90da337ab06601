package org.example.bench.web;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-q15urlhelperconnection")
public class Q15UrlHelperConnection extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String u = request.getParameter("u");
        HttpURLConnection conn = open(u);
        response.getWriter().println(conn.getResponseCode());
    }

    private static HttpURLConnection open(String target) throws IOException {
        return (HttpURLConnection) new URL(target).openConnection();
    }
}
