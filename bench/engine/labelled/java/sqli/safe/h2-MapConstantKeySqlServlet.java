import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

public class MapConstantKeySqlServlet extends HttpServlet {
    private DataSource ds;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("note");
        HashMap<String, Object> map = new HashMap<String, Object>();
        map.put("keyA-1", "a_Value");
        map.put("keyB-1", param);
        map.put("keyC", "another_Value");
        String bar = (String) map.get("keyC");
        String sql = "INSERT INTO notes (body) VALUES ('" + bar + "')";
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            st.execute(sql);
            response.getWriter().println("saved");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
