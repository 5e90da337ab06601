import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-values-batch")
public class SqliValuesBatch extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String[] ids = request.getParameterValues("ids");
            String first = (ids != null && ids.length > 0) ? ids[0] : "0";
            StringBuilder sb = new StringBuilder("' WHERE id = 1");
            sb.insert(0, first);
            sb.insert(0, "UPDATE accounts SET nickname = '");
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                Statement st = conn.createStatement();
                st.addBatch("UPDATE accounts SET seen = 1");
                st.addBatch(sb.toString());
                int[] counts = st.executeBatch();
                response.getWriter().println(counts.length);
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
