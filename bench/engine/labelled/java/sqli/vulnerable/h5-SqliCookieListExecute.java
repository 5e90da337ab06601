import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-cookie-list-execute")
public class SqliCookieListExecute extends HttpServlet {
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
        java.util.List<String> valuesList = new java.util.ArrayList<String>();
        valuesList.add("safe");
        valuesList.add(param);
        valuesList.add("moresafe");
        valuesList.remove(0);
        String bar = valuesList.get(0);
        String sql = "SELECT * from USERS where USERNAME='foo' and PASSWORD='" + bar + "'";
        try (java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:h5")) {
            java.sql.Statement statement = conn.createStatement();
            statement.execute(sql, java.sql.Statement.RETURN_GENERATED_KEYS);
            response.getWriter().println("done");
        } catch (java.sql.SQLException e) {
            response.getWriter().println("Error processing request.");
        }
    }
}
