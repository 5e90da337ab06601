package edu.northfield.stacks.service;

import edu.northfield.stacks.dao.LoanDao;
import edu.northfield.stacks.model.Loan;
import java.sql.SQLException;
import java.util.List;

public class LoanService {
    private final LoanDao loans;

    public LoanService(LoanDao loans) {
        this.loans = loans;
    }

    public List<Loan> open(long memberId) throws SQLException {
        return loans.findForMember(memberId, "OPEN");
    }

    public List<Loan> byStatus(long memberId, String status) throws SQLException {
        return loans.findForMember(memberId, status);
    }

    public List<Loan> history(long memberId, String order) throws SQLException {
        return loans.history(memberId, order == null ? "DESC" : order);
    }

    public void borrow(long bookId, long memberId) throws SQLException {
        loans.create(bookId, memberId);
    }

    public void addNote(long loanId, String note) throws SQLException {
        loans.annotate(loanId, note);
    }
}
