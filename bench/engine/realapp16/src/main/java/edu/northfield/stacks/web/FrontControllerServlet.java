package edu.northfield.stacks.web;

import edu.northfield.stacks.dao.BookDao;
import edu.northfield.stacks.dao.JdbcHelper;
import edu.northfield.stacks.dao.LoanDao;
import edu.northfield.stacks.service.CatalogueService;
import edu.northfield.stacks.service.LoanService;
import edu.northfield.stacks.service.ReportGenerator;
import edu.northfield.stacks.web.actions.AnnotateLoanAction;
import edu.northfield.stacks.web.actions.AttachmentAction;
import edu.northfield.stacks.web.actions.BorrowAction;
import edu.northfield.stacks.web.actions.ExportLoansAction;
import edu.northfield.stacks.web.actions.LoanHistoryAction;
import edu.northfield.stacks.web.actions.ReportAction;
import edu.northfield.stacks.web.actions.SearchAction;
import edu.northfield.stacks.web.actions.ShelfAction;
import edu.northfield.stacks.web.actions.ViewBookAction;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;

/** Every page under /app goes through here: ?action=search, ?action=book&id=42, ... */
public class FrontControllerServlet extends HttpServlet {
    private final Map<String, Action> actions = new HashMap<>();

    @Override
    public void init() throws ServletException {
        DataSource ds = (DataSource) getServletContext().getAttribute("dataSource");
        CatalogueService catalogue = new CatalogueService(new BookDao(ds));
        LoanService loans = new LoanService(new LoanDao(new JdbcHelper(ds)));
        actions.put("search", new SearchAction(catalogue));
        actions.put("shelf", new ShelfAction(catalogue));
        actions.put("book", new ViewBookAction(catalogue));
        actions.put("borrow", new BorrowAction(loans));
        actions.put("history", new LoanHistoryAction(loans));
        actions.put("annotate", new AnnotateLoanAction(loans));
        actions.put("export", new ExportLoansAction(loans));
        actions.put("report", new ReportAction(new ReportGenerator()));
        actions.put("attachment", new AttachmentAction());
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String name = req.getParameter("action");
        Action action = actions.get(name == null ? "search" : name);
        if (action == null) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "Unknown action");
            return;
        }
        String view = action.execute(req, resp);
        if (view != null) {
            req.getRequestDispatcher("/WEB-INF/jsp/" + view + ".jsp").forward(req, resp);
        }
    }
}
