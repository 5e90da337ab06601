import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/sqli-map-prepare-concat")
public class SqliMapPrepareConcat extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        java.util.Map<String, String[]> map = request.getParameterMap();
        String param = "";
        if (!map.isEmpty()) {
            String[] values = map.get("h5in");
            if (values != null) param = values[0];
        }
        StringBuilder sbxyz = new StringBuilder(param);
        String bar = sbxyz.append("_SafeStuff").toString();
        String sql = "SELECT * from USERS where USERNAME=? and PASSWORD='" + bar + "'";
        try (java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:h5")) {
            java.sql.PreparedStatement statement = conn.prepareStatement(sql, java.sql.ResultSet.TYPE_FORWARD_ONLY, java.sql.ResultSet.CONCUR_READ_ONLY);
            statement.setString(1, "foo");
            statement.execute();
            response.getWriter().println("done");
        } catch (java.sql.SQLException e) {
            response.getWriter().println("Error processing request.");
        }
    }
}
