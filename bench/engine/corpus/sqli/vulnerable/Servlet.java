import javax.servlet.http.*;
import java.sql.*;
public class Servlet extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {
    Connection c = DriverManager.getConnection("jdbc:h2:mem:");
    Statement st = c.createStatement();
    st.executeQuery("SELECT * FROM acct WHERE id = '" + req.getParameter("id") + "'");
  }
}
