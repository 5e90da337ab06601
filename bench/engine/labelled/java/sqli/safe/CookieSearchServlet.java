import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSearchServlet extends HttpServlet {
    private javax.sql.DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int page = 0;
        for (Cookie cookie : req.getCookies()) {
            if ("page".equals(cookie.getName())) {
                page = Integer.parseInt(cookie.getValue());
                break;
            }
        }
        try (Connection c = dataSource.getConnection()) {
            c.createStatement().executeQuery("SELECT * FROM stores ORDER BY id LIMIT 20 OFFSET " + (page * 20));
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
