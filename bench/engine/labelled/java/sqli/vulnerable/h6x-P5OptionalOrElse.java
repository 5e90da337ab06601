package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-p5optionalorelse")
public class P5OptionalOrElse extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String bar = Optional.ofNullable(request.getParameter("name")).map(String::trim).orElse("anon");
        try (Connection c = DriverManager.getConnection("jdbc:x"); Statement st = c.createStatement()) {
            st.executeQuery("SELECT * FROM t WHERE n = '" + bar + "'");
        } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }
}
