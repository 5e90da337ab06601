package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.util.AppConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;

@WebServlet("/download")
public class DownloadServlet extends HttpServlet {
    private final File uploads = new File(AppConfig.get("stacks.uploads.dir"));

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String requested = req.getParameter("file");
        File file = new File(uploads, requested);
        if (!file.getCanonicalPath().startsWith(uploads.getCanonicalPath() + File.separator)) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        resp.setContentType(getServletContext().getMimeType(file.getName()));
        Files.copy(file.toPath(), resp.getOutputStream());
    }
}
