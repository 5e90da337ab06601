import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-param-helper-const-exec-query")
public class SqliParamHelperConstExecQuery extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        String bar = new Test().doSomething(request, param);
        String sql = "SELECT * from USERS where USERNAME='foo' and PASSWORD='" + bar + "'";
        try (java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:h5")) {
            java.sql.ResultSet rs = conn.createStatement().executeQuery(sql);
            while (rs.next()) response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(rs.getString(1)));
        } catch (java.sql.SQLException e) {
            response.getWriter().println("Error processing request.");
        }
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            String bar = "safe!";
            java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
            map.put("keyA", "a_Value");
            map.put("keyB", param);
            map.put("keyC", "another_Value");
            bar = (String) map.get("keyA");
            return bar;
        }
    }
}
