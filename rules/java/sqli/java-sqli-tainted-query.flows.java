package fixtures.sqli.flows;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;

/** Flows through Java constructs: format calls, lambdas, loops, switches, ternaries, collections. */
class AuditQueries {
    private static final Set<String> SORTABLE = Set.of("created_at", "user", "action");
    private static final Pattern IDENTIFIER = Pattern.compile("[a-z_]+");
    private static final Pattern LOOSE = Pattern.compile("[a-z_ ']+");

    private Connection connection;

    enum Level { INFO, WARN, ERROR }

    void run(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String user = request.getParameter("user");

        // ruleid: java-sqli-tainted-query
        stmt.executeQuery(String.format("SELECT * FROM audit WHERE user = '%s'", user));

        StringBuffer buffer = new StringBuffer();
        // ruleid: java-sqli-tainted-query (the append that builds the text)
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

        String sort = request.getParameter("sort");
        if (!SORTABLE.contains(sort)) {
            throw new IllegalArgumentException("cannot sort by " + sort);
        }
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit ORDER BY " + sort);

        String direction = request.getParameter("dir");
        if (List.of("asc", "desc").contains(direction)) {
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM audit ORDER BY created_at " + direction);
        }

        Level level = Level.valueOf(request.getParameter("level"));
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE level = '" + level + "'");

        String column = request.getParameter("column");
        if (!column.matches("[a-z_]+")) {
            throw new IllegalArgumentException("bad column");
        }
        // A whole-string regular expression match of word characters (Java's `matches` is always whole-string).
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT " + column + " FROM audit");

        String order = request.getParameter("order");
        if (java.util.regex.Pattern.compile("[a-z_]+").matcher(order).matches()) {
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM audit ORDER BY " + order);
        }
        String dir = request.getParameter("dir");
        if (dir.matches("[a-z ']+")) {
            // A quote and a space are admitted: still injectable.
            // ruleid: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM audit ORDER BY id " + dir);
        }

        String group = request.getParameter("group");
        if (IDENTIFIER.matcher(group).matches()) {
            // A Pattern kept in a static field, compiled from word characters only.
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM audit GROUP BY " + group);
        }

        String having = request.getParameter("having");
        if (LOOSE.matcher(having).matches()) {
            // The field's pattern admits spaces and quotes.
            // ruleid: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM audit GROUP BY actor HAVING " + having);
        }

        String sort = request.getParameter("sort");
        Pattern column = Pattern.compile("^[a-z_]{1,30}$");
        if (!column.matcher(sort).matches()) {
            return;
        }
        // A local compiled pattern, the failing branch rejected.
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit ORDER BY " + sort);

        AuditFilter filter = new AuditFilter(request.getParameter("actor"), 50);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE actor = '" + filter.actor() + "' LIMIT " + filter.limit());
        AuditFilter fixed = new AuditFilter("system", Integer.parseInt(request.getParameter("limit")));
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM audit WHERE actor = '" + fixed.actor() + "' LIMIT " + fixed.limit());

        ActorQuery byActor = new ActorQuery(request.getParameter("who"), "created_at");
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery(byActor.sql());

        String sql;
        if (user.equals("admin")) {
            sql = "SELECT * FROM audit WHERE user = '" + user + "'";
            // ok: java-sqli-tainted-query
            stmt.executeQuery(sql);
        }
    }
}

record AuditFilter(String actor, int limit) {}

/** A query object whose condition is stored by the superclass constructor. */
class FilteredQuery {
    protected final String condition;

    FilteredQuery(String condition) {
        this.condition = condition;
    }
}

class ActorQuery extends FilteredQuery {
    private final String order;

    ActorQuery(String actor, String order) {
        // ruleid: java-sqli-tainted-query
        super("actor = '" + actor + "'");
        this.order = order;
    }

    String sql() {
        return "SELECT * FROM audit WHERE " + condition + " ORDER BY " + order;
    }
}

/** Request bodies read into a buffer: `read(buf)` fills the buffer with the client's bytes. */
class RawBodyQuery {
    void run(HttpServletRequest request, Connection connection) throws SQLException, java.io.IOException {
        Statement stmt = connection.createStatement();
        byte[] raw = new byte[256];
        int n = request.getInputStream().read(raw);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM notes WHERE body = '" + new String(raw, 0, n) + "'");
        char[] chars = new char[256];
        request.getReader().read(chars);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM notes WHERE body = '" + String.valueOf(chars) + "'");
        byte[] fixed = new byte[16];
        new java.io.ByteArrayInputStream("constant".getBytes()).read(fixed);
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM notes WHERE body = '" + new String(fixed) + "'");
    }
}
