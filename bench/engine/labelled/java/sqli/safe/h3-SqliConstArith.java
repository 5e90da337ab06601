import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/sqli-const-arith")
public class SqliConstArith extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("nick");
        String bar;
        int num = 86;
        if ((7 * 42) - num > 200) {
            bar = "anonymous";
        } else {
            bar = param;
        }
        try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h3")) {
            Statement st = conn.createStatement();
            boolean hasRows = st.execute("SELECT * FROM members WHERE nick = '" + bar + "'");
            response.getWriter().println(hasRows);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
