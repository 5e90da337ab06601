import javax.servlet.http.Cookie;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-cookie-set-string")
public class SqliCookieSetString extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
                    }
                }
            }
            String sql = "SELECT id, title FROM notes WHERE owner = ?";
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                PreparedStatement ps = conn.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY);
                ps.setString(1, owner);
                ResultSet rs = ps.executeQuery();
                while (rs.next()) response.getWriter().println(rs.getInt(1));
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
