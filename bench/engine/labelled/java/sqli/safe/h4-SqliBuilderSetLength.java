import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-builder-set-length")
public class SqliBuilderSetLength extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String who = request.getParameter("who");
            StringBuilder sb = new StringBuilder();
            sb.append(who);
            sb.setLength(0);
            sb.append("guest");
            String sql = "SELECT prefs FROM profiles WHERE login = '" + sb.toString() + "'";
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                Statement st = conn.createStatement();
                st.executeUpdate("UPDATE profiles SET hits = hits + 1 WHERE login = '" + sb + "'");
                st.executeQuery(sql);
                response.getWriter().println("ok");
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
