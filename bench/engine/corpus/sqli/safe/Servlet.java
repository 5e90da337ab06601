import javax.servlet.http.*;
import java.sql.*;
public class Servlet extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {
    Connection c = DriverManager.getConnection("jdbc:h2:mem:");
    PreparedStatement ps = c.prepareStatement("SELECT * FROM acct WHERE id = ?");
    ps.setString(1, req.getParameter("id"));
    ps.executeQuery();
  }
}
