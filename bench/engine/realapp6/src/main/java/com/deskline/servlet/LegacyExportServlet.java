package com.deskline.servlet;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Download endpoint kept for links in old notification e-mails. */
@WebServlet(urlPatterns = "/legacy/export")
public class LegacyExportServlet extends HttpServlet {

    private static final String EXPORT_DIR = "/var/lib/deskline/exports";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String file = req.getParameter("file");
        if (file == null || file.isEmpty()) {
            resp.setContentType("text/html");
            PrintWriter out = resp.getWriter();
            out.println("<html><body><h1>Missing export</h1>");
            out.println("<p>Requested by: " + req.getHeader("Referer") + "</p></body></html>");
            return;
        }
        File export = new File(EXPORT_DIR, file);
        if (!export.exists()) {
            resp.sendRedirect("/legacy/missing?file=" + URLEncoder.encode(file, StandardCharsets.UTF_8));
            return;
        }
        resp.setContentType("application/gzip");
        try (InputStream in = new FileInputStream(export); OutputStream out = resp.getOutputStream()) {
            in.transferTo(out);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path base = Paths.get(EXPORT_DIR).toRealPath();
        Path requested = base.resolve(req.getParameter("file")).toRealPath();
        if (!requested.startsWith(base)) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        Files.delete(requested);
        String back = req.getParameter("back");
        resp.sendRedirect(back != null ? back : "/legacy/exports");
    }
}
