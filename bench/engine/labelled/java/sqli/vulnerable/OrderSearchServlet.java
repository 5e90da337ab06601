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

public class OrderSearchServlet extends HttpServlet {
    private DataSource ds;

    private String buildQuery(String status, String sort) {
        StringBuilder sb = new StringBuilder("SELECT id, total FROM orders WHERE status = '");
        sb.append(status).append("'");
        if (sort != null) {
            sb.append(" ORDER BY ").append(sort);
        }
        return sb.toString();
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String sql = buildQuery(req.getParameter("status"), req.getParameter("sort"));
        try (Connection c = ds.getConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                resp.getWriter().println(rs.getLong(1));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
