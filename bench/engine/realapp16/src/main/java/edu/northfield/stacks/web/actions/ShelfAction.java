package edu.northfield.stacks.web.actions;

import edu.northfield.stacks.service.CatalogueService;
import edu.northfield.stacks.web.Action;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.SQLException;

public class ShelfAction implements Action {
    private final CatalogueService catalogue;

    public ShelfAction(CatalogueService catalogue) {
        this.catalogue = catalogue;
    }

    @Override
    public String execute(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            req.setAttribute("books", catalogue.shelf(req.getParameter("shelf"), req.getParameter("sort")));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
        return "shelf";
    }
}
