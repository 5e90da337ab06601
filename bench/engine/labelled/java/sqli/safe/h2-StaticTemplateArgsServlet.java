import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;

public class StaticTemplateArgsServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("city");
        String sql = "SELECT name FROM shops WHERE city = ?";
        List<Map<String, Object>> rows = Repo.JDBC.queryForList(sql, param);
        response.getWriter().println(rows.size());
    }
}

class Repo {
    static JdbcTemplate JDBC = new JdbcTemplate();
}
