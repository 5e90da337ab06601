import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HelperQueryServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("user");
        String sql = QueryText.byName(param);
        try {
            Connection conn = Db.open();
            Statement st = conn.createStatement();
            ResultSet rs = st.executeQuery(sql);
            response.getWriter().println(rs.next() ? "exists" : "missing");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

class QueryText {
    static String byName(String name) {
        return "SELECT id FROM users WHERE name = '" + name + "'";
    }
}

class Db {
    static Connection open() throws SQLException {
        return DriverManager.getConnection("jdbc:h2:mem:app");
    }
}
