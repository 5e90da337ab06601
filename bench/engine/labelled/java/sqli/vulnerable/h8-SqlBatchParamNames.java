package org.bench.h8.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlBatchParamNames extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        boolean found = false;
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements() && !found) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && !found; i++) {
                    if ("tagFilter".equals(values[i])) {
                        param = name;
                        found = true;
                    }
                }
            }
        }

        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO tag_log(tag) VALUES ('" + param + "')");
            st.addBatch("UPDATE tag_stats SET hits = hits + 1");
            int[] counts = st.executeBatch();
            response.getWriter().println(counts.length);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
