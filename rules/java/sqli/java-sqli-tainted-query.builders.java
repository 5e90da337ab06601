package fixtures.sqli.builders;

import java.io.BufferedReader;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.http.HttpServletRequest;

/** A WHERE clause grown with StringBuilder appends: the append that adds request data is where the query was built. */
class MeterSearch {
    private final Connection conn;

    MeterSearch(Connection conn) {
        this.conn = conn;
    }

    ResultSet search(HttpServletRequest req) throws SQLException {
        String zone = req.getParameter("zone");
        StringBuilder sql = new StringBuilder("SELECT * FROM meters WHERE 1 = 1");
        if (zone != null) {
            // ruleid: java-sqli-tainted-query (the append that puts the zone into the text)
            sql.append(" AND zone = '").append(zone).append("'");
        }
        if (req.getParameter("active") != null) {
            // ok: java-sqli-tainted-query
            sql.append(" AND active = true");
        }
        // ok: java-sqli-tainted-query
        sql.append(" ORDER BY serial");
        // ruleid: java-sqli-tainted-query
        return conn.createStatement().executeQuery(sql.toString());
    }

    ResultSet bound(HttpServletRequest req) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT * FROM meters WHERE 1 = 1");
        // ok: java-sqli-tainted-query
        sql.append(" AND zone = ?");
        // ok: java-sqli-tainted-query
        PreparedStatement ps = conn.prepareStatement(sql.toString());
        ps.setString(1, req.getParameter("zone"));
        return ps.executeQuery();
    }

    ResultSet body(HttpServletRequest req) throws SQLException, IOException {
        BufferedReader reader = req.getReader();
        StringBuilder text = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            // ok: java-sqli-tainted-query (collecting the body's lines builds no query text)
            text.append(line);
        }
        // ruleid: java-sqli-tainted-query
        return conn.createStatement().executeQuery(text.toString());
    }
}
