package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.model.Book;
import edu.northfield.stacks.service.CatalogueService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;

public class ViewBookAction implements Action {
    private final CatalogueService catalogue;

    public ViewBookAction(CatalogueService catalogue) {
        this.catalogue = catalogue;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            String isbn = req.getParameter("isbn");
            Book book = isbn != null ? catalogue.byIsbn(isbn) : catalogue.byId(Long.parseLong(req.getParameter("id")));
            if (book == null) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND);
                return null;
            }
            req.setAttribute("book", book);
            req.setAttribute("highlight", req.getParameter("hl"));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        return "book";
    }
}
