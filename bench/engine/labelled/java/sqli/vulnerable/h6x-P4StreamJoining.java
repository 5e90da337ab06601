package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-p4streamjoining")
public class P4StreamJoining extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] ids = request.getParameterValues("id");
        String in = Arrays.stream(ids).map(s -> "'" + s + "'").collect(Collectors.joining(","));
        try (Connection c = DriverManager.getConnection("jdbc:x"); Statement st = c.createStatement()) {
            st.executeQuery("SELECT * FROM t WHERE id IN (" + in + ")");
        } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }
}
