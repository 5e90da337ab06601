import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class StringBuilderQueryServlet extends HttpServlet {
    private javax.sql.DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        StringBuilder sql = new StringBuilder("SELECT * FROM products WHERE 1=1");
        String brand = req.getParameter("brand");
        if (brand != null) {
            sql.append(" AND brand = '").append(brand).append("'");
        }
        try (Connection c = dataSource.getConnection()) {
            c.createStatement().executeQuery(sql.toString());
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
