import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;

@WebServlet("/h3/sqli-template-cookie")
public class SqliTemplateCookie extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String region = "north";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("region".equals(c.getName())) {
                    region = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                    break;
                }
            }
        }
        String sql = String.format("SELECT name, total FROM sales WHERE region = '%s'", region);
        List<Map<String, Object>> rows = jdbcTemplate.queryForList(sql);
        response.getWriter().println("count=" + rows.size());
    }
}
