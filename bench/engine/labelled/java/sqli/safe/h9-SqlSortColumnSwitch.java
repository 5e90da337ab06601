package com.northwind.orders;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlSortColumnSwitch extends HttpServlet {

    private DataSource dataSource;

    private static String sortColumn(String requested) {
        if (requested == null) {
            return "issued_on";
        }
        switch (requested) {
            case "amount":
                return "amount_cents";
            case "customer":
                return "customer_name";
            case "due":
                return "due_on";
            default:
                return "issued_on";
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String column = sortColumn(req.getParameter("sort"));
        String direction = "desc".equalsIgnoreCase(req.getParameter("dir")) ? "DESC" : "ASC";
        String sql = "SELECT number, customer_name, amount_cents FROM invoices ORDER BY " + column + " " + direction;
        PrintWriter out = resp.getWriter();
        try (Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.println(rs.getString("number") + ";" + rs.getLong("amount_cents"));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
