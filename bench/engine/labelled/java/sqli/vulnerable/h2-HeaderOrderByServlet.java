import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class HeaderOrderByServlet extends HttpServlet {
    private DataSource ds;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Sort");
        if (param == null) param = "id";
        StringBuilder sb = new StringBuilder("SELECT id, total FROM orders ORDER BY ");
        sb.append(param);
        try (Connection c = ds.getConnection()) {
            ResultSet rs = c.createStatement().executeQuery(sb.toString());
            int n = 0;
            while (rs.next()) n++;
            response.getWriter().println(n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
