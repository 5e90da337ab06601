import javax.servlet.http.Cookie;
import java.util.List;
import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-cookie-query-for-list")
public class SqliCookieQueryForList extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String owner = "nobody";
            Cookie[] cookies = request.getCookies();
            if (cookies != null) {
                for (Cookie c : cookies) {
                    if ("owner".equals(c.getName())) {
                        owner = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                        break;
                    }
                }
            }
            String[] parts = owner.split(":");
            String sql = "SELECT id, title FROM notes WHERE owner = '" + parts[0] + "'";
            List<Map<String, Object>> rows = jdbcTemplate.queryForList(sql);
            response.getWriter().println(rows.size());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
