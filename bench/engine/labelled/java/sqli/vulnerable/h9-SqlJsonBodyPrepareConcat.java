package com.northwind.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlJsonBodyPrepareConcat extends HttpServlet {

    private DataSource ds;

    public void setDataSource(DataSource ds) {
        this.ds = ds;
    }

    private static String field(String json, String name) {
        String key = "\"" + name + "\":\"";
        int start = json.indexOf(key);
        if (start < 0) {
            return "";
        }
        start += key.length();
        int end = json.indexOf('"', start);
        return end < 0 ? json.substring(start) : json.substring(start, end);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        StringBuilder body = new StringBuilder();
        try (BufferedReader reader = req.getReader()) {
            String line;
            while ((line = reader.readLine()) != null) {
                body.append(line);
            }
        }
        String brand = field(body.toString(), "brand");
        try (Connection con = ds.getConnection();
             PreparedStatement ps = con.prepareStatement(
                     "SELECT sku, title FROM products WHERE brand = '" + brand + "' AND price < ?")) {
            ps.setBigDecimal(1, new java.math.BigDecimal("500"));
            try (ResultSet rs = ps.executeQuery()) {
                StringBuilder out = new StringBuilder();
                while (rs.next()) {
                    out.append(rs.getString("sku")).append('\n');
                }
                resp.setContentType("text/plain");
                resp.getWriter().print(out);
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
