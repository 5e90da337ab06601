package fixtures.sqli.formats;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import javax.servlet.http.HttpServletRequest;

/** Query text built with String.format / formatted on one line and run on the next. */
class MeterRepository {
    private final Connection conn;

    MeterRepository(Connection conn) {
        this.conn = conn;
    }

    ResultSet byMonth(HttpServletRequest req) throws SQLException {
        String month = req.getParameter("month");
        // ruleid: java-sqli-tainted-query (the line that formats the query)
        String sql = String.format("SELECT * FROM readings WHERE meter = ? AND to_char(read_on, 'YYYY-MM') = '%s'", month);
        // ruleid: java-sqli-tainted-query
        PreparedStatement ps = conn.prepareStatement(sql);
        ps.setString(1, req.getParameter("meter"));
        return ps.executeQuery();
    }

    ResultSet byZone(HttpServletRequest req) throws SQLException {
        String zone = req.getParameter("zone");
        // ruleid: java-sqli-tainted-query
        String sql = "SELECT * FROM meters WHERE zone = '%s' ORDER BY serial".formatted(zone);
        // ruleid: java-sqli-tainted-query
        return conn.createStatement().executeQuery(sql);
    }

    ResultSet byReader(HttpServletRequest req) throws SQLException {
        String reader = req.getParameter("reader");
        // ruleid: java-sqli-tainted-query
        String sql = String.format(Locale.ROOT, "SELECT * FROM readings WHERE reader = '%s'%n", reader);
        // ruleid: java-sqli-tainted-query
        return conn.createStatement().executeQuery(sql);
    }

    ResultSet latest(HttpServletRequest req) throws SQLException {
        int days = Integer.parseInt(req.getParameter("days"));
        // ok: java-sqli-tainted-query
        String sql = String.format("SELECT * FROM readings WHERE read_on > CURRENT_DATE - %d AND meter = ?", days);
        // ok: java-sqli-tainted-query
        PreparedStatement ps = conn.prepareStatement(sql);
        ps.setString(1, req.getParameter("meter"));
        return ps.executeQuery();
    }
}
