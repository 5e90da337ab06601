package org.bench.h8.sqli;

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

public class SqlPrepareConcatValues extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] values = request.getParameterValues("sku");
        String param = (values != null && values.length > 0) ? values[0] : "";

        String sql = "SELECT qty FROM stock WHERE sku = '" + param + "' AND active = ?";
        try (Connection conn = ds.getConnection()) {
            PreparedStatement ps = conn.prepareStatement(sql);
            ps.setBoolean(1, true);
            ResultSet rs = ps.executeQuery();
            response.getWriter().println(rs.next() ? rs.getInt(1) : 0);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
