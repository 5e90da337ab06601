import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/sqli-header-enum")
public class SqliHeaderEnum extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String tenant = "";
        Enumeration<String> values = request.getHeaders("X-Tenant");
        if (values != null && values.hasMoreElements()) {
            tenant = values.nextElement();
        }
        tenant = java.net.URLDecoder.decode(tenant, "UTF-8");
        String sql = buildQuery(tenant);
        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h3")) {
            Statement st = conn.createStatement();
            ResultSet rs = st.executeQuery(sql);
            while (rs.next()) {
                response.getWriter().println(rs.getInt(1));
            }
        } catch (SQLException e) {
            throw new ServletException("query failed");
        }
    }

    private String buildQuery(String tenant) {
        StringBuilder sb = new StringBuilder("SELECT id FROM accounts WHERE tenant = '");
        sb.append(tenant).append("'");
        return sb.toString();
    }
}
