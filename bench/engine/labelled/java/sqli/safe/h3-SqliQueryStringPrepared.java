import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/sqli-querystring-prepared")
public class SqliQueryStringPrepared extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String qs = request.getQueryString();
        String code = "";
        if (qs != null) {
            int at = qs.indexOf("code=");
            if (at >= 0) {
                code = qs.substring(at + 5);
                int amp = code.indexOf('&');
                if (amp >= 0) code = code.substring(0, amp);
            }
        }
        code = java.net.URLDecoder.decode(code, "UTF-8");
        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h3")) {
            PreparedStatement ps = conn.prepareStatement("SELECT title FROM coupons WHERE code = ? AND active = 1",
                    java.sql.ResultSet.TYPE_FORWARD_ONLY, java.sql.ResultSet.CONCUR_READ_ONLY);
            ps.setString(1, code);
            ResultSet rs = ps.executeQuery();
            if (rs.next()) response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(rs.getString(1)));
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
