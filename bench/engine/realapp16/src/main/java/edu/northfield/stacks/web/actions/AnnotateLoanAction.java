package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.service.LoanService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;

public class AnnotateLoanAction implements Action {
    private final LoanService loans;

    public AnnotateLoanAction(LoanService loans) {
        this.loans = loans;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        long loanId = Long.parseLong(req.getParameter("loanId"));
        try {
            loans.addNote(loanId, req.getParameter("note"));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        resp.sendRedirect(req.getContextPath() + "/app?action=history");
        return null;
    }
}
