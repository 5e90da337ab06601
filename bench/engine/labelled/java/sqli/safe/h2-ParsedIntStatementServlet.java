import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class ParsedIntStatementServlet extends HttpServlet {
    private DataSource ds;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int page;
        try {
            page = Integer.parseInt(request.getParameter("page"));
        } catch (NumberFormatException e) {
            page = 0;
        }
        String sql = "SELECT id FROM posts ORDER BY id LIMIT 20 OFFSET " + (page * 20);
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery(sql);
            response.getWriter().println(rs.next());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
