import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class OrderArchiveServlet extends HttpServlet {
    private Connection connection;

    // javac keeps a parameter declared `long` a number, whatever the caller computed.
    private void archive(long id, String note) throws SQLException {
        Statement st = connection.createStatement();
        // ok: java-sqli-tainted-query
        st.executeUpdate("UPDATE orders SET archived = 1 WHERE id = " + id);
        // ruleid: java-sqli-tainted-query
        st.executeUpdate("UPDATE orders SET note = '" + note + "'");
    }

    private void archiveMany(Integer[] ids) throws SQLException {
        StringBuilder in = new StringBuilder();
        for (Integer id : ids) in.append(id).append(',');
        Statement st = connection.createStatement();
        // ok: java-sqli-tainted-query
        st.executeUpdate("UPDATE orders SET archived = 1 WHERE id IN (" + in + "0)");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) {
        try {
            // The note reaches the helper's SQL text (reported beside the call too).
            // ruleid: java-sqli-tainted-query
            archive(Long.parseLong(request.getParameter("id")), request.getParameter("note"));
            String[] raw = request.getParameterValues("ids");
            Integer[] ids = new Integer[raw.length];
            for (int i = 0; i < raw.length; i++) ids[i] = Integer.valueOf(raw[i]);
            // ok: java-sqli-tainted-query
            archiveMany(ids);
        } catch (SQLException | NumberFormatException e) {
            response.setStatus(400);
        }
    }
}
