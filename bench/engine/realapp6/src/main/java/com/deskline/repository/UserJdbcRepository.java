package com.deskline.repository;

import com.deskline.model.UserAccount;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class UserJdbcRepository {

    private static final String COLUMNS = "id, username, password_hash, role, email, legacy_hash";
    private static final Set<String> SORTABLE = Set.of("username", "email", "created_at", "role");

    private static final RowMapper<UserAccount> ROW_MAPPER = (rs, n) -> new UserAccount(
            rs.getLong("id"),
            rs.getString("username"),
            rs.getString("password_hash"),
            rs.getString("role"),
            rs.getString("email"),
            rs.getBoolean("legacy_hash"));

    private final JdbcTemplate jdbc;
    private final NamedParameterJdbcTemplate named;

    public UserJdbcRepository(JdbcTemplate jdbc, NamedParameterJdbcTemplate named) {
        this.jdbc = jdbc;
        this.named = named;
    }

    public Optional<UserAccount> findByUsername(String username) {
        List<UserAccount> rows = jdbc.query("SELECT " + COLUMNS + " FROM users WHERE username = ?", ROW_MAPPER, username);
        return rows.stream().findFirst();
    }

    public List<UserAccount> findByRole(String role, String orderBy) {
        String sql = "SELECT " + COLUMNS + " FROM users WHERE role = '" + role + "' ORDER BY " + orderBy;
        return jdbc.query(sql, ROW_MAPPER);
    }

    public List<Map<String, Object>> listUsers(String sortColumn, boolean descending) {
        String column = SORTABLE.contains(sortColumn) ? sortColumn : "created_at";
        String direction = descending ? "DESC" : "ASC";
        return jdbc.queryForList("SELECT id, username, email, role FROM users ORDER BY " + column + " " + direction);
    }

    public int countFailedLogins(String username) {
        Integer n = jdbc.queryForObject(
                "SELECT COUNT(*) FROM login_audit WHERE success = false AND username = '" + username + "'", Integer.class);
        return n == null ? 0 : n;
    }

    public void recordLogin(String username, boolean success, String ip) {
        jdbc.update("INSERT INTO login_audit (username, success, ip) VALUES (?, ?, ?)", username, success, ip);
    }

    public void updatePassword(long id, String hash) {
        jdbc.update("UPDATE users SET password_hash = ?, legacy_hash = false WHERE id = ?", hash, id);
    }

    public List<UserAccount> findByEmailDomain(String domain) {
        MapSqlParameterSource params = new MapSqlParameterSource("pattern", "%@" + domain);
        return named.query("SELECT " + COLUMNS + " FROM users WHERE email LIKE :pattern", params, ROW_MAPPER);
    }

    public void deleteSessions(String username) {
        jdbc.execute("DELETE FROM user_sessions WHERE username = '" + username + "'");
    }
}
