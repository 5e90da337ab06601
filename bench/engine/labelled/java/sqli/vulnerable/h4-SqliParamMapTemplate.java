import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-param-map-template")
public class SqliParamMapTemplate extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            Map<String, String[]> params = request.getParameterMap();
            String name = "";
            String[] values = params.get("name");
            if (values != null) {
                name = values[0];
            }
            String sql = String.format("UPDATE users SET display = '%s' WHERE id = 7", name);
            int n = jdbcTemplate.update(sql);
            response.getWriter().println("updated " + n);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
