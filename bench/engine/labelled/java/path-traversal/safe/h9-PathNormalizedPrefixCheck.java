package com.ridge.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathNormalizedPrefixCheck extends HttpServlet {

    private static final Path BASE = Paths.get("/srv/ridge/exports").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String requested = req.getParameter("name");
        if (requested == null || requested.isEmpty()) {
            resp.sendError(400);
            return;
        }
        Path target = BASE.resolve(requested).normalize();
        if (!target.startsWith(BASE) || !Files.isRegularFile(target)) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        resp.setContentType("text/csv");
        Files.copy(target, resp.getOutputStream());
    }
}
