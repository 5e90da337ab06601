package edu.northfield.stacks.dao;

import edu.northfield.stacks.model.Loan;
import java.sql.SQLException;
import java.util.List;

public class LoanDao {
    private static final RowMapper<Loan> LOAN = rs -> new Loan(rs.getLong("id"), rs.getLong("book_id"),
            rs.getLong("member_id"), rs.getDate("due_date").toLocalDate(), rs.getString("status"), rs.getString("note"));

    private final JdbcHelper jdbc;

    public LoanDao(JdbcHelper jdbc) {
        this.jdbc = jdbc;
    }

    public List<Loan> findForMember(long memberId, String status) throws SQLException {
        return jdbc.query("SELECT * FROM loans WHERE member_id = ? AND status = ?", LOAN, memberId, status);
    }

    public List<Loan> history(long memberId, String direction) throws SQLException {
        return jdbc.query("SELECT * FROM loans WHERE member_id = ? ORDER BY due_date " + direction, LOAN, memberId);
    }

    public void create(long bookId, long memberId) throws SQLException {
        jdbc.update("INSERT INTO loans (book_id, member_id, due_date, status) VALUES (?, ?, current_date + 21, 'OPEN')",
                bookId, memberId);
    }

    public void annotate(long loanId, String note) throws SQLException {
        jdbc.update("UPDATE loans SET note = '" + note + "' WHERE id = ?", loanId);
    }
}
