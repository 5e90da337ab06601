import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-qs-thing-fixed-query")
public class SqliQsThingFixedQuery extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String queryString = request.getQueryString();
        String paramval = "h5in=";
        int paramLoc = -1;
        if (queryString != null) paramLoc = queryString.indexOf(paramval);
        if (paramLoc == -1) {
            response.getWriter().println("missing h5in");
            return;
        }
        String param = queryString.substring(paramLoc + paramval.length());
        int ampersandLoc = queryString.indexOf("&", paramLoc);
        if (ampersandLoc != -1) {
            param = queryString.substring(paramLoc + paramval.length(), ampersandLoc);
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        Thing thing = ThingFactory.createThing("fixed");
        String bar = thing.doSomething(param);
        String sql = "SELECT TOP 1 USERNAME from USERS where USERNAME='foo' and PASSWORD='" + bar + "'";
        java.util.List<String> results = jdbcTemplate.query(sql, new org.springframework.jdbc.core.RowMapper<String>() {
            public String mapRow(java.sql.ResultSet rs, int rowNum) throws java.sql.SQLException {
                return rs.getString("USERNAME");
            }
        });
        response.getWriter().println(results.size());
    }

    interface Thing {
        String doSomething(String i);
    }

    static class EchoThing implements Thing {
        public String doSomething(String i) {
            StringBuilder sb = new StringBuilder();
            sb.append(i);
            return sb.toString();
        }
    }

    static class FixedThing implements Thing {
        public String doSomething(String i) {
            return "constant_result";
        }
    }

    static class ThingFactory {
        static Thing createThing(String kind) {
            if ("echo".equals(kind)) return new EchoThing();
            return new FixedThing();
        }
    }
}
