package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqlipreparestatementscrollable")
public class SqliPrepareStatementScrollable extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("BenchmarkTest");
        String param = values != null && values.length > 0 ? values[0] : "";
        String sql = "SELECT * from USERS where USERNAME=? and PASSWORD='" + param + "'";
        try (Connection c = DriverManager.getConnection("jdbc:hsqldb:mem:x")) {
            PreparedStatement ps = c.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY, ResultSet.CLOSE_CURSORS_AT_COMMIT);
            ps.setString(1, "foo");
            ps.execute();
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
