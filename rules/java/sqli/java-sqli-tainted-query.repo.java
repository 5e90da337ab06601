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
        // ruleid: java-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
        return jdbc.queryForList("SELECT * FROM accounts WHERE owner = '" + owner + "'");
    }

    public List<Map<String, Object>> byIdSafe(String owner) {
        // ok: java-sqli-tainted-query
        return jdbc.queryForList("SELECT * FROM accounts WHERE owner = ?", owner);
    }

    public int countByRegion(String quotedRegion) {
        // Doubling quotes by hand is not a sanitizer the engine knows: still reported.
        // ruleid: java-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
        return jdbc.queryForObject("SELECT count(*) FROM accounts WHERE region = " + quotedRegion, Integer.class);
    }
}
