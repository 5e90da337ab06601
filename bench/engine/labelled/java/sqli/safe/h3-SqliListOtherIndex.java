import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/sqli-list-other-index")
public class SqliListOtherIndex extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("owner");
        if (param == null) param = "";
        List<String> parts = new ArrayList<String>();
        parts.add("alpha");
        parts.add(param);
        parts.add("gamma");
        parts.remove(0);
        String owner = parts.get(1);
        String sql = "SELECT id FROM pets WHERE owner = '" + owner + "'";
        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h3")) {
            Statement st = conn.createStatement();
            ResultSet rs = st.executeQuery(sql);
            response.getWriter().println(rs.next() ? "found" : "none");
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
