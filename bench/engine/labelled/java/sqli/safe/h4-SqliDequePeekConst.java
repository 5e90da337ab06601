import java.util.ArrayDeque;
import java.util.Deque;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-deque-peek-const")
public class SqliDequePeekConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String region = request.getHeader("X-Region");
            if (region == null) region = "";
            Deque<String> stack = new ArrayDeque<>();
            stack.push(region);
            stack.push("north");
            String bar = stack.peek();
            String sql = "SELECT name FROM stores WHERE region = '" + bar + "'";
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                Statement st = conn.createStatement();
                st.executeQuery(sql);
                response.getWriter().println("ok");
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
