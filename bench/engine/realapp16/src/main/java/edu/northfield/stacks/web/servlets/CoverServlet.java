package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.service.CoverService;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

@WebServlet("/cover")
public class CoverServlet extends HttpServlet {
    private final CoverService covers = new CoverService();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("image/jpeg");
        String external = req.getParameter("src");
        if (external != null) {
            // Catalogue records imported from partners carry their own cover image address.
            try (InputStream in = new URL(external).openStream()) {
                in.transferTo(resp.getOutputStream());
            }
            return;
        }
        resp.getOutputStream().write(covers.coverFor(req.getParameter("isbn")));
    }
}
