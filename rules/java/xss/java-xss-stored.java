import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;
import org.springframework.jdbc.core.JdbcTemplate;

public class CommentsServlet extends HttpServlet {
    private DataSource dataSource;
    private JdbcTemplate jdbc;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        PrintWriter out = resp.getWriter();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement("SELECT body FROM comments WHERE post_id = ?")) {
            ps.setLong(1, Long.parseLong(req.getParameter("post")));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    // ruleid: java-xss-stored
                    out.println("<li>" + rs.getString("body") + "</li>");
                    // ok: java-xss-stored
                    out.println("<li>" + StringEscapeUtils.escapeHtml4(rs.getString("body")) + "</li>");
                }
            }
        } catch (SQLException e) {
            resp.sendError(500);
        }
        String motto = jdbc.queryForObject("SELECT motto FROM settings WHERE id = 1", String.class);
        // ruleid: java-xss-stored
        out.println("<footer>" + motto + "</footer>");
        // ok: java-xss-stored
        out.println("<footer>" + motto.length() + "</footer>");
    }
}
