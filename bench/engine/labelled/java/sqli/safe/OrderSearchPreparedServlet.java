import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class OrderSearchPreparedServlet extends HttpServlet {
    private static final Set<String> SORTS = Set.of("id", "total", "created_at");
    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String sort = req.getParameter("sort");
        if (sort == null || !SORTS.contains(sort)) {
            sort = "id";
        }
        String sql = "SELECT id, total FROM orders WHERE status = ? ORDER BY " + sort;
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, req.getParameter("status"));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    resp.getWriter().println(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
