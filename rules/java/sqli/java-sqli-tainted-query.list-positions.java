package fixtures.sqli.lists;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServletRequest;

/** Lists read by position: add, add at an index, set, remove by index. */
class ListPositions {
    private Connection connection;

    void run(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String name = request.getParameter("name");

        // [name, "b", "c"], remove(0) -> ["b", "c"]: get(1) is "c".
        List<String> a = new ArrayList<>();
        a.add(name);
        a.add("b");
        a.add("c");
        a.remove(0);
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + a.get(1) + "'");

        // add(0, name) puts the input first and moves "x" to index 1.
        List<String> b = new ArrayList<>();
        b.add("x");
        b.add(0, name);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + b.get(0) + "'");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + b.get(1) + "'");

        // set(0, "y") replaces the input.
        List<String> c = new ArrayList<>();
        c.add(name);
        c.set(0, "y");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + c.get(0) + "'");
        c.set(0, name);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + c.get(0) + "'");
    }
}
