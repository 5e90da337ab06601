import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class OrderSortServlet extends HttpServlet {
    private static final Set<String> COLUMNS = Set.of("id", "total", "created_at");
    private javax.sql.DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String sort = req.getParameter("sort");
        if (!COLUMNS.contains(sort)) {
            sort = "id";
        }
        String sql = "SELECT id, total FROM orders ORDER BY " + sort;
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.executeQuery();
            resp.setStatus(200);
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
