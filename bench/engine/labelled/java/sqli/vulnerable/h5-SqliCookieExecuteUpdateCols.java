import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-cookie-execute-update-cols")
public class SqliCookieExecuteUpdateCols extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "noCookieValueSupplied";
        javax.servlet.http.Cookie[] theCookies = request.getCookies();
        if (theCookies != null) {
            for (javax.servlet.http.Cookie theCookie : theCookies) {
                if (theCookie.getName().equals("h5in")) {
                    param = java.net.URLDecoder.decode(theCookie.getValue(), "UTF-8");
                    break;
                }
            }
        }
        String bar = org.apache.commons.lang.StringEscapeUtils.escapeHtml(param);
        String sql = "INSERT INTO users (username, password) VALUES ('foo','" + bar + "')";
        try (java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:h5")) {
            int count = conn.createStatement().executeUpdate(sql, new int[] {1, 2});
            response.getWriter().println(count);
        } catch (java.sql.SQLException e) {
            response.getWriter().println("Error processing request.");
        }
    }
}
