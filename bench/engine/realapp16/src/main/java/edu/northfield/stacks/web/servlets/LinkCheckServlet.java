package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.service.CoverService;
import edu.northfield.stacks.util.HttpFetcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.GeneralSecurityException;

/** Checks that e-resource links in the catalogue still answer, and refreshes the union catalogue feed. */
@WebServlet("/admin/links")
public class LinkCheckServlet extends HttpServlet {
    private final CoverService covers = new CoverService();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String link = req.getParameter("url");
        try {
            byte[] body = HttpFetcher.getLenient(link);
            req.setAttribute("status", body.length > 0 ? "reachable" : "empty");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
        req.getRequestDispatcher("/WEB-INF/jsp/links.jsp").forward(req, resp);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        byte[] feed = covers.unionCatalogueFeed();
        resp.setContentType("text/plain");
        resp.getWriter().println("Fetched " + feed.length + " bytes of union catalogue feed");
    }
}
