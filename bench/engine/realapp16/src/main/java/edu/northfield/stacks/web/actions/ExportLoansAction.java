package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.model.Loan;
import edu.northfield.stacks.model.Member;
import edu.northfield.stacks.service.LoanService;
import edu.northfield.stacks.util.AppConfig;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.FileWriter;
import java.io.PrintWriter;
import java.sql.SQLException;

/** Writes a member's loan history as CSV into the shared exports folder, for the help desk to send on. */
public class ExportLoansAction implements Action {
    private final LoanService loans;

    public ExportLoansAction(LoanService loans) {
        this.loans = loans;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Member member = (Member) req.getSession().getAttribute("member");
        String fileName = req.getParameter("filename");
        try (PrintWriter out = new PrintWriter(new FileWriter(AppConfig.get("stacks.exports.dir") + "/" + fileName))) {
            for (Loan loan : loans.history(member.getId(), "ASC")) {
                out.printf("%d,%d,%s,%s%n", loan.id(), loan.bookId(), loan.dueDate(), loan.status());
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        req.setAttribute("exported", fileName);
        return "exported";
    }
}
