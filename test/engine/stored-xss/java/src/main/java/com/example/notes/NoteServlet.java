package com.example.notes;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.web.util.HtmlUtils;

public class NoteServlet extends HttpServlet {
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement("SELECT title, body FROM notes")) {
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.println("<h2>" + HtmlUtils.htmlEscape(rs.getString("title")) + "</h2>");
                    out.println("<div>" + rs.getString("body") + "</div>"); // expect: java-xss-stored
                }
            }
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
