package org.bench.h8.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SqlHeaderDecodedBuilder extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        if (request.getHeader("X-Region") != null) {
            param = request.getHeader("X-Region");
        }
        param = URLDecoder.decode(param, "UTF-8");

        StringBuilder sb = new StringBuilder("UPDATE stores SET audited = 1 WHERE region = '");
        sb.append(param).append("'");

        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:stores");
             Statement st = conn.createStatement()) {
            boolean hasRows = st.execute(sb.toString());
            response.getWriter().println(hasRows ? "done" : "nothing");
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
