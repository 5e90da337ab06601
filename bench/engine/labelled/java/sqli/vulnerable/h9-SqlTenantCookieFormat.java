package com.northwind.tenancy;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SqlTenantCookieFormat extends HttpServlet {

    private static final String JDBC_URL = "jdbc:postgresql://db:5432/billing";

    private String tenantFrom(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("tenant".equals(c.getName())) {
                    return c.getValue();
                }
            }
        }
        return "public";
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String tenant = tenantFrom(request);
        String query = String.format("SELECT SUM(units) FROM usage_events WHERE tenant_code = '%s'", tenant);
        try (Connection conn = DriverManager.getConnection(JDBC_URL, "billing", System.getenv("DB_PASS"));
             Statement stmt = conn.createStatement()) {
            ResultSet rs = stmt.executeQuery(query);
            long units = rs.next() ? rs.getLong(1) : 0L;
            response.setContentType("application/json");
            response.getWriter().write("{\"units\":" + units + "}");
        } catch (SQLException ex) {
            response.sendError(500);
        }
    }
}
