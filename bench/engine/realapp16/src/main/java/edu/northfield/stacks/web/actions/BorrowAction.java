package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.model.Member;
import edu.northfield.stacks.service.LoanService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;

public class BorrowAction implements Action {
    private final LoanService loans;

    public BorrowAction(LoanService loans) {
        this.loans = loans;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        long bookId = Long.parseLong(req.getParameter("bookId"));
        Member member = (Member) req.getSession().getAttribute("member");
        try {
            loans.borrow(bookId, member.getId());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        resp.sendRedirect(req.getContextPath() + "/app?action=book&id=" + bookId);
        return null;
    }
}
