import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class PreparedConcatServlet extends HttpServlet {
    private DataSource ds;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "guest";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("who".equals(c.getName())) {
                    param = c.getValue();
                    break;
                }
            }
        }
        String sql = "UPDATE visits SET count = count + 1 WHERE visitor = '" + param + "'";
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            int n = ps.executeUpdate();
            response.getWriter().println(n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
