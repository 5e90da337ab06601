package fixtures.sqli.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Data access behind an interface with a single implementation in the tree. */
interface OrderRepository {
    List<Map<String, Object>> byCustomer(String customer);

    List<Map<String, Object>> byCustomerSafe(String customer);
}

class JdbcOrderRepository implements OrderRepository {
    private final JdbcTemplate jdbc;

    JdbcOrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public List<Map<String, Object>> byCustomer(String customer) {
        // ruleid: java-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
        return jdbc.queryForList("SELECT * FROM orders WHERE customer = '" + customer + "'");
    }

    @Override
    public List<Map<String, Object>> byCustomerSafe(String customer) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM orders WHERE customer = ?", customer);
    }

    /** Called only with constants: the parameter never holds request data. */
    public List<Map<String, Object>> byStatus(String status) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM orders WHERE status = '" + status + "'");
    }
}

@RestController
class OrderController {
    private final OrderRepository orders;
    private final JdbcOrderRepository concrete;

    OrderController(OrderRepository orders, JdbcOrderRepository concrete) {
        this.orders = orders;
        this.concrete = concrete;
    }

    @GetMapping("/orders")
    public List<Map<String, Object>> list(@RequestParam("customer") String customer) {
        orders.byCustomerSafe(customer);
        concrete.byStatus("open");
        // ruleid: java-sqli-tainted-query
        return orders.byCustomer(customer);
    }
}

class ReportQueries {
    private Connection connection;
    private String lastFilter;

    private String whereName(String name) {
        return " WHERE name = '" + name + "'";
    }

    private String quoted(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    ResultSet report(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String name = request.getParameter("name");
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM reports" + whereName(name));

        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM reports" + whereName("monthly"));

        this.lastFilter = request.getParameter("filter");
        // ruleid: java-sqli-tainted-query
        return stmt.executeQuery("SELECT * FROM reports WHERE kind = '" + lastFilter + "'");
    }

    ResultSet audit(String table) throws SQLException {
        // ok: java-sqli-tainted-query
        return connection.createStatement().executeQuery("SELECT count(*) FROM audit");
    }

    ResultSet audit(String table, String user) throws SQLException {
        // Reached through the two-argument overload: a call runs the overload whose number of
        // parameters matches its arguments, not the first method of the name.
        // ruleid: java-sqli-tainted-query
        return connection.createStatement().executeQuery("SELECT * FROM audit WHERE user = '" + user + "'");
    }

    ResultSet auditFor(HttpServletRequest request) throws SQLException {
        // ruleid: java-sqli-tainted-query
        return audit("audit", request.getParameter("user"));
    }

    ResultSet again() throws SQLException {
        // A field written from request data in another method of the same object.
        // ruleid: java-sqli-tainted-query
        return connection.createStatement().executeQuery("SELECT * FROM reports WHERE kind = '" + lastFilter + "'");
    }
}
