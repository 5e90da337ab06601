package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-r13dtoconstructorgetter")
public class R13DtoConstructorGetter extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Criteria c0 = new Criteria(request.getParameter("n"), 10);
        try (Connection c = DriverManager.getConnection("jdbc:x"); Statement st = c.createStatement()) { st.executeQuery("SELECT * FROM t WHERE n = '" + c0.getName() + "' LIMIT " + c0.getLimit()); } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }

    static class Criteria {
        private final String name;
        private final int limit;
        Criteria(String name, int limit) { this.name = name; this.limit = limit; }
        Criteria(String name) { this(name, 20); }
        String getName() { return name; }
        int getLimit() { return limit; }
    }
}
