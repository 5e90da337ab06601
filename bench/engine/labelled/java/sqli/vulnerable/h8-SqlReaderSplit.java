package org.bench.h8.sqli;

import java.io.BufferedReader;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class SqlReaderSplit extends HttpServlet {

    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        BufferedReader reader = request.getReader();
        String line = reader.readLine();
        if (line == null) {
            response.sendError(400);
            return;
        }
        String[] fields = line.split(",");
        String status = fields.length > 1 ? fields[1] : "open";

        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            int n = st.executeUpdate("UPDATE tickets SET status = '" + status + "' WHERE id = " + Integer.parseInt(fields[0]));
            response.getWriter().println(n);
        } catch (SQLException | NumberFormatException e) {
            response.sendError(400);
        }
    }
}
