package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.model.Member;
import edu.northfield.stacks.service.LoanService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;

public class LoanHistoryAction implements Action {
    private final LoanService loans;

    public LoanHistoryAction(LoanService loans) {
        this.loans = loans;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Member member = (Member) req.getSession().getAttribute("member");
        try {
            req.setAttribute("current", loans.byStatus(member.getId(), req.getParameter("status")));
            req.setAttribute("loans", loans.history(member.getId(), req.getParameter("order")));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        return "history";
    }
}
