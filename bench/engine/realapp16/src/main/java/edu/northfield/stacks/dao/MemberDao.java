package edu.northfield.stacks.dao;

import edu.northfield.stacks.model.Member;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

public class MemberDao {
    private final DataSource dataSource;

    public MemberDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Member findByCredentials(String username, String passwordHash) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT id, username, email, role FROM members WHERE username = ? AND password_hash = ?")) {
            ps.setString(1, username);
            ps.setString(2, passwordHash);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? map(rs) : null;
            }
        }
    }

    public Member findByEmail(String email) throws SQLException {
        String query = "SELECT id, username, email, role FROM members WHERE lower(email) = lower('" + email + "')";
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(query)) {
            return rs.next() ? map(rs) : null;
        }
    }

    public void storeResetToken(long memberId, String token) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE members SET reset_token = ? WHERE id = ?")) {
            ps.setString(1, token);
            ps.setLong(2, memberId);
            ps.executeUpdate();
        }
    }

    public void importMember(String username, String email, String passwordHash) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO members (username, email, password_hash, role) VALUES (?, ?, ?, 'READER')")) {
            ps.setString(1, username);
            ps.setString(2, email);
            ps.setString(3, passwordHash);
            ps.executeUpdate();
        }
    }

    private static Member map(ResultSet rs) throws SQLException {
        return new Member(rs.getLong("id"), rs.getString("username"), rs.getString("email"), rs.getString("role"));
    }
}
