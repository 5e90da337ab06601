package fixtures.sqli.flows;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.servlet.http.HttpServletRequest;

/** Flows through Java constructs: format calls, lambdas, loops, switches, ternaries, collections. */
class AuditQueries {
    private Connection connection;

    void run(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String user = request.getParameter("user");

        // ruleid: java-sqli-tainted-query
        stmt.executeQuery(String.format("SELECT * FROM audit WHERE user = '%s'", user));

        StringBuffer buffer = new StringBuffer();
        buffer.append("SELECT * FROM audit WHERE action = '").append(request.getParameter("action")).append("'");
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery(buffer.toString());

        String[] ids = request.getParameterValues("id");
        for (String id : ids) {
            // ruleid: java-sqli-tainted-query
            stmt.addBatch("DELETE FROM audit WHERE id = " + id);
        }

        List<String> names = Arrays.asList(request.getParameterValues("name"));
        names.forEach(n -> {
            try {
                // ruleid: java-sqli-tainted-query
                stmt.execute("DELETE FROM audit WHERE name = '" + n + "'");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });

        String trimmed = user.trim().toLowerCase();
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE user = '" + trimmed + "'");

        // ok: java-sqli-tainted-query
        stmt.executeQuery(false ? "SELECT * FROM audit WHERE user = '" + user + "'" : "SELECT * FROM audit");

        switch ("daily") {
            case "adhoc":
                // ok: java-sqli-tainted-query
                stmt.executeQuery("SELECT * FROM audit WHERE tag = '" + user + "'");
                break;
            default:
                stmt.executeQuery("SELECT * FROM audit WHERE day = current_date");
        }

        String period = switch (request.getParameter("period")) {
            case "week" -> "7";
            case "month" -> "30";
            default -> "1";
        };
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE age < " + period);

        List<String> columns = new ArrayList<>();
        columns.add("id");
        columns.add("created_at");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT " + String.join(",", columns) + " FROM audit");

        String label = Optional.ofNullable(request.getParameter("label")).orElse("none");
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE label = '" + label + "'");

        long since = Long.parseLong(request.getParameter("since"));
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE ts > " + since);

        String sql;
        if (user.equals("admin")) {
            sql = "SELECT * FROM audit WHERE user = '" + user + "'";
            // ok: java-sqli-tainted-query
            stmt.executeQuery(sql);
        }
    }
}
