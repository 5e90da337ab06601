package org.bench.h8.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet("/sqli-h8/lookup2")
public class SqlMapOtherKey extends HttpServlet {

    private DataSource dataSource;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("account");
        if (param == null) param = "";

        Map<String, Object> values = new HashMap<>();
        values.put("keyA", "a_Value");
        values.put("keyB", param);
        values.put("keyC", "another_Value");
        String bar = (String) values.get("keyC");

        String sql = "SELECT name, balance FROM accounts WHERE owner = '" + bar + "'";
        try (Connection conn = dataSource.getConnection(); Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery(sql);
            while (rs.next()) {
                response.getWriter().println(rs.getString(1).length());
            }
        } catch (SQLException e) {
            throw new ServletException("query failed", e);
        }
    }
}
