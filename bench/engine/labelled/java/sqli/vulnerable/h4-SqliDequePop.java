import java.util.ArrayDeque;
import java.util.Deque;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-deque-pop")
public class SqliDequePop extends HttpServlet {
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
            region = java.net.URLDecoder.decode(region, "UTF-8");
            Deque<String> stack = new ArrayDeque<>();
            stack.push("north");
            stack.push(region);
            String bar = stack.pop();
            String sql = "SELECT name FROM stores WHERE region = '" + bar + "'";
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                java.sql.Statement st = conn.createStatement();
                boolean hasRows = st.execute(sql);
                if (hasRows) {
                    ResultSet rs = st.getResultSet();
                    while (rs.next()) response.getWriter().println(rs.getString(1));
                }
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
