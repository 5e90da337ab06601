package com.deskline.servlet;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import org.springframework.web.util.HtmlUtils;

/** Health page for the on-premise relay nodes; polled by the ops dashboard. */
@WebServlet(urlPatterns = "/ops/nodes")
public class NodeStatusServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/deskline");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String region = req.getParameter("region");
        String node = req.getParameter("node");
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try (Connection conn = dataSource.getConnection()) {
            if (node != null) {
                try (PreparedStatement ps = conn.prepareStatement("SELECT name, status, last_seen FROM relay_nodes WHERE name = ?")) {
                    ps.setString(1, node);
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            out.println("<li>" + HtmlUtils.htmlEscape(rs.getString("name")) + ": " + rs.getString("status") + "</li>");
                        }
                    }
                }
            }
            if (region != null) {
                try (Statement st = conn.createStatement();
                     ResultSet rs = st.executeQuery("SELECT name, status FROM relay_nodes WHERE region = '" + region + "' ORDER BY name")) {
                    out.println("<h2>Region " + HtmlUtils.htmlEscape(region) + "</h2>");
                    while (rs.next()) {
                        out.println("<li>" + HtmlUtils.htmlEscape(rs.getString("name")) + "</li>");
                    }
                }
            }
        } catch (SQLException e) {
            out.println("<p>Database unavailable</p>");
        }
        String view = req.getParameter("view");
        Cookie viewCookie = new Cookie("ops_view", "compact".equals(view) ? "compact" : "full");
        viewCookie.setHttpOnly(true);
        viewCookie.setSecure(true);
        resp.addCookie(viewCookie);
        Cookie operator = new Cookie("ops_operator", req.getRemoteUser());
        resp.addCookie(operator);
    }
}
