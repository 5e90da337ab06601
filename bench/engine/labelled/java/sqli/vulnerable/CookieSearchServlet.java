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
        String region = "eu";
        for (Cookie cookie : req.getCookies()) {
            if ("region".equals(cookie.getName())) {
                region = cookie.getValue();
                break;
            }
        }
        try (Connection c = dataSource.getConnection()) {
            c.createStatement().executeQuery("SELECT * FROM stores WHERE region = '" + region + "'");
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
