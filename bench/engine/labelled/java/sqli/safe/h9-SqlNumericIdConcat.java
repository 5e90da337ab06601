package com.northwind.shipping;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlNumericIdConcat extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        long shipmentId;
        try {
            shipmentId = Long.parseLong(request.getParameter("id"));
        } catch (NumberFormatException e) {
            response.sendError(400, "id must be numeric");
            return;
        }
        String sql = "SELECT status, carrier FROM shipments WHERE id = " + shipmentId;
        try (Connection conn = ds.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            if (rs.next()) {
                response.setContentType("text/plain");
                response.getWriter().print(rs.getString("status"));
            } else {
                response.sendError(404);
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
