package org.bench.h8.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlListRemoveIndex extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Batch");
        if (param == null) param = "";

        List<String> parts = new ArrayList<>();
        parts.add("safe");
        parts.add(param);
        parts.add("moresafe");
        parts.remove(0);
        String bar = parts.get(1);

        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            int n = st.executeUpdate("DELETE FROM batches WHERE label = '" + bar + "'");
            response.getWriter().println(n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
