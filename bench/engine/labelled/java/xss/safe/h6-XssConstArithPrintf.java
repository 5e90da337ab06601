package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss-xssconstarithprintf")
public class XssConstArithPrintf extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("title");
        if (param == null) param = "";
        String bar;
        int num = 106;
        bar = (7 * 42) - num > 200 ? "This should never happen" : param;
        bar = (7 * 18) + num > 200 ? "This_should_always_happen" : param;
        response.setHeader("X-XSS-Protection", "0");
        response.getWriter().printf(java.util.Locale.US, "<h1>%s</h1>", bar);
    }
}
