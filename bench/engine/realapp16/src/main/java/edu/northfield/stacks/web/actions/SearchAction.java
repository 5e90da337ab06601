package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.model.Book;
import edu.northfield.stacks.service.CatalogueService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;

public class SearchAction implements Action {
    private final CatalogueService catalogue;

    public SearchAction(CatalogueService catalogue) {
        this.catalogue = catalogue;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String q = req.getParameter("q");
        try {
            List<Book> books = catalogue.search(q);
            req.setAttribute("books", books);
            req.setAttribute("query", q);
            req.setAttribute("resultCount", books.size());
            String author = req.getParameter("author");
            if (author != null) {
                req.setAttribute("authorTitles", catalogue.titlesBy(author));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        return "search";
    }
}
