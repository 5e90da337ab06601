import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-headers-query-for-object-args")
public class SqliHeadersQueryForObjectArgs extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-H5-In");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = param.trim();
        String sql = "SELECT count(*) from USERS where USERNAME=?";
        Long count = jdbcTemplate.queryForObject(sql, new Object[] {bar}, Long.class);
        response.getWriter().println(count);
    }
}
