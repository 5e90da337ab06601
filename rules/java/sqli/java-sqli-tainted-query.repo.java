package fixtures.sqli.repo;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class AccountRepository {
    private final JdbcTemplate jdbc;

    public AccountRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> byOwner(String owner) {
        // ok: java-sqli-tainted-query (reported at the controller's call, in another file)
        return jdbc.queryForList("SELECT * FROM accounts WHERE owner = '" + owner + "'");
    }

    public List<Map<String, Object>> byIdSafe(String owner) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM accounts WHERE owner = ?", owner);
    }

    public int countByRegion(String quotedRegion) {
        // Doubling quotes by hand is not a sanitizer the engine knows: still reported.
        // ok: java-sqli-tainted-query (reported at the controller's call, in another file)
        return jdbc.queryForObject("SELECT count(*) FROM accounts WHERE region = " + quotedRegion, Integer.class);
    }
}
