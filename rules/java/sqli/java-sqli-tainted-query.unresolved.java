package fixtures.sqli.unresolved;

import javax.servlet.http.HttpServletRequest;

/**
 * A Statement or JdbcTemplate handed out by a helper class that is not in the scan: its JDBC and
 * JdbcTemplate method names are SQL sinks when the text is SQL by its constant beginning.
 */
class OutsideHelpers {
    void run(HttpServletRequest request) throws Exception {
        String name = request.getParameter("name");
        // ruleid: java-sqli-tainted-query
        com.example.db.Helpers.statement().execute("SELECT * FROM t WHERE n = '" + name + "'", 1);
        // ruleid: java-sqli-tainted-query
        com.example.db.Helpers.TEMPLATE.batchUpdate("UPDATE t SET n = '" + name + "'");
        // ruleid: java-sqli-tainted-query
        com.example.db.Helpers.connection().prepareCall("{call audit('" + name + "')}");
        // Bound values: the text is constant.
        // ok: java-sqli-tainted-query
        com.example.db.Helpers.TEMPLATE.queryForObject("SELECT id FROM t WHERE n = ?", new Object[] { name }, Long.class);
        // Not SQL text: a method of the same name on something else.
        // ok: java-sqli-tainted-query
        com.example.jobs.Queue.runner().execute("job:" + name);
    }
}
