package fixtures.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// Overloads are told apart by their number of arguments: a call runs the method (or constructor)
// whose parameters match it, not the first one declared with that name.
public class OverloadServlet extends HttpServlet {

    static String clean(String v) {
        return "constant";
    }

    static String clean(String v, String suffix) {
        return v + suffix;
    }

    static final class Filter {
        private final String text;

        Filter() {
            this("1 = 1");
        }

        Filter(String column, String value) {
            // ruleid: java-sqli-tainted-query
            this(column + " = '" + value + "'");
        }

        Filter(String text) {
            this.text = text;
        }

        String where() {
            return " WHERE " + text;
        }
    }

    static final class Fixed {
        private final String text;

        Fixed(String value, boolean raw) {
            this.text = value;
        }

        Fixed(String value) {
            this.text = "kind = 'monthly'";
        }

        String where() {
            return " WHERE " + text;
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:x"); Statement st = c.createStatement()) {
            // ruleid: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t WHERE n = '" + clean(name, "%") + "'");
            // ok: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t WHERE n = '" + clean(name) + "'");
            // ruleid: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t" + new Filter("owner", name).where());
            // ok: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t" + new Filter().where());
            // ok: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t" + new Fixed(name).where());
            // ruleid: java-sqli-tainted-query
            st.executeQuery("SELECT * FROM t" + new Fixed(name, true).where());
        } catch (SQLException e) {
            throw new IOException(e);
        }
    }
}
