package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.service.ReportGenerator;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class ReportAction implements Action {
    private final ReportGenerator reports;

    public ReportAction(ReportGenerator reports) {
        this.reports = reports;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            Path pdf;
            if ("overdue".equals(req.getParameter("kind"))) {
                pdf = reports.overdueReport(req.getParameter("format"), Integer.parseInt(req.getParameter("days")));
            } else {
                pdf = reports.annualReport(req.getParameter("year"));
            }
            resp.setContentType("application/octet-stream");
            Files.copy(pdf, resp.getOutputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
        return null;
    }
}
