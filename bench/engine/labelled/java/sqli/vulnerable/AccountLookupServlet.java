import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AccountLookupServlet extends HttpServlet {
    private javax.sql.DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String account = request.getParameter("account");
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT balance FROM accounts WHERE number = '" + account + "'");
            response.getWriter().println(rs.next() ? rs.getLong(1) : 0);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
