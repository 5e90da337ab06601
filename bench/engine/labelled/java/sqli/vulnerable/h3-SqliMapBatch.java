import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/sqli-map-batch")
public class SqliMapBatch extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String label = "none";
        if (!params.isEmpty()) {
            String[] vals = params.get("label");
            if (vals != null) {
                label = vals[0];
            }
        }
        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h3")) {
            Statement st = conn.createStatement();
            st.addBatch("INSERT INTO audit(msg) VALUES ('start')");
            st.addBatch("INSERT INTO labels(name) VALUES ('" + label + "')");
            int[] counts = st.executeBatch();
            response.getWriter().println("rows: " + counts.length);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
