package org.clearbrook.water.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import org.clearbrook.water.model.Invoice;

@ApplicationScoped
public class InvoiceDao {

    private static final String COLUMNS = "number, account_number, issued_on, due_on, amount, status";

    private static final Map<String, String> ORDERINGS = Map.of(
            "newest", "issued_on DESC",
            "oldest", "issued_on ASC",
            "amount", "amount DESC");

    @Inject
    ConnectionFactory connections;

    public List<Invoice> findByAccount(String accountNumber) throws SQLException {
        try (Connection c = connections.billing();
             PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM invoices WHERE account_number = ? ORDER BY issued_on DESC")) {
            ps.setString(1, accountNumber);
            return read(ps.executeQuery());
        }
    }

    public List<Invoice> findByStatus(String accountNumber, String status) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM invoices WHERE account_number = '" + accountNumber + "' AND status = '" + status + "'";
        try (Connection c = connections.billing(); Statement st = c.createStatement()) {
            return read(st.executeQuery(sql));
        }
    }

    public List<Invoice> findForPeriod(String accountNumber, String period) throws SQLException {
        String sql = String.format("SELECT %s FROM invoices WHERE account_number = ? AND to_char(issued_on, 'YYYY-MM') = '%s'", COLUMNS, period);
        try (Connection c = connections.billing(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, accountNumber);
            return read(ps.executeQuery());
        }
    }

    public List<Invoice> findSorted(String accountNumber, String sortKey) throws SQLException {
        String order = ORDERINGS.getOrDefault(sortKey, "issued_on DESC");
        try (Connection c = connections.billing();
             PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM invoices WHERE account_number = ? ORDER BY " + order)) {
            ps.setString(1, accountNumber);
            return read(ps.executeQuery());
        }
    }

    public List<Invoice> findOrderedBy(String accountNumber, String column) throws SQLException {
        try (Connection c = connections.billing();
             PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM invoices WHERE account_number = ? ORDER BY " + column + " DESC")) {
            ps.setString(1, accountNumber);
            return read(ps.executeQuery());
        }
    }

    public Invoice findByNumber(long number) throws SQLException {
        try (Connection c = connections.billing(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT " + COLUMNS + " FROM invoices WHERE number = " + number)) {
            List<Invoice> all = read(rs);
            return all.isEmpty() ? null : all.get(0);
        }
    }

    public List<Invoice> recentOverdue(int limit) throws SQLException {
        try (Connection c = connections.billing(); Statement st = c.createStatement()) {
            return read(st.executeQuery("SELECT " + COLUMNS + " FROM invoices WHERE status = 'OVERDUE' ORDER BY due_on LIMIT " + Math.min(limit, 200)));
        }
    }

    public int markDisputed(long number, String reason) throws SQLException {
        try (Connection c = connections.billing();
             PreparedStatement ps = c.prepareStatement("UPDATE invoices SET status = 'DISPUTED', dispute_reason = ? WHERE number = ?")) {
            ps.setString(1, reason);
            ps.setLong(2, number);
            return ps.executeUpdate();
        }
    }

    public int addNote(long number, String note) throws SQLException {
        try (Connection c = connections.billing(); Statement st = c.createStatement()) {
            return st.executeUpdate("INSERT INTO invoice_notes(invoice_number, body) VALUES (" + number + ", '" + note + "')");
        }
    }

    private static List<Invoice> read(ResultSet rs) throws SQLException {
        List<Invoice> out = new ArrayList<>();
        while (rs.next()) {
            out.add(new Invoice(rs.getLong(1), rs.getString(2), rs.getDate(3).toLocalDate(),
                    rs.getDate(4).toLocalDate(), rs.getBigDecimal(5), rs.getString(6)));
        }
        return out;
    }
}
