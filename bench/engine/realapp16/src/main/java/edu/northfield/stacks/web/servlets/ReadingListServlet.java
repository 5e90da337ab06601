package edu.northfield.stacks.web.servlets;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.List;

/** Reading lists saved by the old desktop client (.slist files are serialised java.util lists of ISBNs). */
@WebServlet("/account/reading-lists")
@MultipartConfig
public class ReadingListServlet extends HttpServlet {
    private static final ObjectInputFilter LIST_ONLY = ObjectInputFilter.Config.createFilter(
            "java.util.ArrayList;java.lang.String;maxdepth=2;maxarray=5000;!*");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        List<?> isbns;
        try (ObjectInputStream in = new ObjectInputStream(req.getPart("list").getInputStream())) {
            in.setObjectInputFilter(LIST_ONLY);
            isbns = (List<?>) in.readObject();
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
        req.setAttribute("isbns", isbns);
        req.getRequestDispatcher("/WEB-INF/jsp/reading-list.jsp").forward(req, resp);
    }

    @Override
    protected void doPut(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        // Bulk restore used by the help desk when a member moves between faculties.
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            Object restored = in.readObject();
            req.getSession().setAttribute("restoredLists", restored);
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
