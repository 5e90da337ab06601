package com.northwind.accounts;

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

public class SqlPreparedHeaderLookup extends HttpServlet {

    private static final String FIND_CLIENT =
            "SELECT client_name, scopes FROM api_clients WHERE client_key = ? AND revoked = false";

    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String clientKey = request.getHeader("X-Client-Key");
        if (clientKey == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try (Connection conn = ds.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_CLIENT)) {
            ps.setString(1, clientKey.trim());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    response.sendError(HttpServletResponse.SC_FORBIDDEN);
                    return;
                }
                response.setContentType("text/plain");
                response.getWriter().println(rs.getString("scopes"));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
