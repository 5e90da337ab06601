package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqliesapihtmlthenstatement")
public class SqliEsapiHtmlThenStatement extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        String bar = org.owasp.esapi.ESAPI.encoder().encodeForHTML(param);
        String sql = "SELECT * from USERS where USERNAME='foo' and PASSWORD='" + bar + "'";
        try (Connection c = DriverManager.getConnection("jdbc:hsqldb:mem:x")) {
            Statement statement = c.createStatement();
            statement.execute(sql, Statement.RETURN_GENERATED_KEYS);
            response.getWriter().println("ok");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
