package com.acme.crm;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class CustomerSearchServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String lastName = request.getParameter("lastName");
        String sql = "SELECT id, first_name FROM customers WHERE last_name = '" + lastName + "' ORDER BY id";
        response.setContentType("text/plain");
        PrintWriter out = response.getWriter();
        try (Connection conn = dataSource.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.println(rs.getLong("id"));
            }
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
