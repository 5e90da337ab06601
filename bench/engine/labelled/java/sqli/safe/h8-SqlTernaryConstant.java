package org.bench.h8.sqli;

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

public class SqlTernaryConstant extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("user");
        if (param == null) param = "";

        int num = 106;
        String bar = (7 * 42) - num > 200 ? param : "guest";

        String sql = "SELECT email FROM users WHERE username = '" + bar + "'";
        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery(sql);
            response.getWriter().println(rs.next() ? "found" : "missing");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
