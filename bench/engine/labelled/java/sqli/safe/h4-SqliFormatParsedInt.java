import java.util.List;
import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-format-parsed-int")
public class SqliFormatParsedInt extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String raw = request.getParameter("page");
            int page = 1;
            try {
                page = Integer.parseInt(raw);
            } catch (NumberFormatException e) {
                page = 1;
            }
            String sql = String.format("SELECT id FROM posts ORDER BY id LIMIT 20 OFFSET %d", page * 20);
            List<Map<String, Object>> rows = jdbcTemplate.queryForList(sql);
            response.getWriter().println(rows.size());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
