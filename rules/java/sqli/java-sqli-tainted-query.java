package fixtures.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.persistence.EntityManager;
import javax.persistence.criteria.CriteriaBuilder;
import javax.persistence.criteria.CriteriaQuery;
import javax.persistence.criteria.Root;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.context.request.WebRequest;

public class UserSearchServlet extends HttpServlet {
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        try (Connection conn = dataSource.getConnection()) {
            Statement stmt = conn.createStatement();
            // ruleid: java-sqli-tainted-query
            ResultSet rs = stmt.executeQuery("SELECT * FROM users WHERE name = '" + name + "'");

            // ok: java-sqli-tainted-query
            PreparedStatement safe = conn.prepareStatement("SELECT * FROM users WHERE name = ?");
            safe.setString(1, name);
            safe.executeQuery();

            // ruleid: java-sqli-tainted-query
            PreparedStatement unsafe = conn.prepareStatement("SELECT * FROM users WHERE name = '" + name + "'");
            unsafe.executeQuery();

            String sort = request.getHeader("X-Sort");
            StringBuilder sql = new StringBuilder("SELECT id FROM orders ORDER BY ");
            sql.append(sort);
            // ruleid: java-sqli-tainted-query
            stmt.execute(sql.toString());

            // ruleid: java-sqli-tainted-query
            stmt.addBatch("DELETE FROM carts WHERE owner = '" + request.getParameter("owner") + "'");

            int id = Integer.parseInt(request.getParameter("id"));
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM users WHERE id = " + id);

            boolean legacyMode = false;
            String query = "SELECT * FROM users";
            if (legacyMode) {
                query = query + " WHERE name = '" + name + "'";
            }
            // ok: java-sqli-tainted-query
            stmt.executeQuery(query);

            Map<String, String> filters = new HashMap<>();
            filters.put("name", name);
            filters.put("table", "users");
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT count(*) FROM " + filters.get("table"));
            // ruleid: java-sqli-tainted-query
            stmt.executeQuery("SELECT count(*) FROM users WHERE name = '" + filters.get("name") + "'");

            String column;
            switch (request.getParameter("by")) {
                case "email":
                    column = "email";
                    break;
                default:
                    column = "name";
            }
            // ok: java-sqli-tainted-query
            stmt.executeQuery("SELECT * FROM users ORDER BY " + column);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}

@RestController
class UserApi {
    private final JdbcTemplate jdbc;
    private final EntityManager em;

    UserApi(JdbcTemplate jdbc, EntityManager em) {
        this.jdbc = jdbc;
        this.em = em;
    }

    @GetMapping("/users")
    public List<Map<String, Object>> search(@RequestParam("q") String q) {
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE name LIKE '%" + q + "%'");
    }

    @GetMapping("/users/safe")
    public List<Map<String, Object>> searchSafe(@RequestParam("q") String q) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE name LIKE ?", "%" + q + "%");
    }

    @GetMapping("/users/{id}")
    public Object byId(@PathVariable Long id) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForMap("SELECT * FROM users WHERE id = " + id);
    }

    @GetMapping("/users/jpa")
    public List<?> jpa(@RequestParam String role) {
        // ruleid: java-sqli-tainted-query
        return em.createQuery("FROM User u WHERE u.role = '" + role + "'").getResultList();
    }

    @GetMapping("/users/jpa-safe")
    public List<?> jpaSafe(@RequestParam String role) {
        // ok: java-sqli-tainted-query
        return em.createQuery("FROM User u WHERE u.role = :role").setParameter("role", role).getResultList();
    }

    @GetMapping("/users/criteria")
    public List<User> criteria(@RequestParam String name) {
        CriteriaBuilder cb = em.getCriteriaBuilder();
        CriteriaQuery<User> query = cb.createQuery(User.class);
        Root<User> root = query.from(User.class);
        // The Criteria API binds every value as a parameter.
        // ok: java-sqli-tainted-query
        return em.createQuery(query.select(root).where(cb.equal(root.get("name"), name))).getResultList();
    }

    @GetMapping("/users/form")
    public List<Map<String, Object>> byForm(@ModelAttribute SearchForm form) {
        // A getter of a class of the tree called on the bound form returns the request data.
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE name = '" + form.getName() + "'");
    }

    @GetMapping("/users/form/bound")
    public List<Map<String, Object>> byFormBound(@ModelAttribute SearchForm form) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE name = ?", form.getName());
    }

    @GetMapping("/users/form-public")
    public List<Map<String, Object>> byFormField(@ModelAttribute SearchForm form) {
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE name = '" + form.name + "'");
    }

    @GetMapping("/users/current")
    public List<Map<String, Object>> current() {
        HttpServletRequest request = ((ServletRequestAttributes) RequestContextHolder.currentRequestAttributes()).getRequest();
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE team = '" + request.getHeader("X-Team") + "'");
    }

    @GetMapping("/users/web-request")
    public List<Map<String, Object>> webRequest(WebRequest web) {
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE city = '" + web.getParameter("city") + "'");
    }

    @GetMapping("/users/by-status")
    public List<Map<String, Object>> byStatus(String status) {
        // ruleid: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM users WHERE status = '" + status + "'");
    }
}

class SearchForm {
    public String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}

class User {
    String name;
}
