import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HeaderAuditServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String agent = req.getHeader("User-Agent");
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:audit");
             PreparedStatement ps = c.prepareStatement("INSERT INTO audit(agent) VALUES (?)")) {
            ps.setString(1, agent);
            ps.executeUpdate();
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
