package com.acme.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportDownloadNormalizedServlet extends HttpServlet {

    private static final Path REPORT_DIR = Paths.get("/var/acme/reports").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        Path file = REPORT_DIR.resolve(name).normalize();
        if (!file.startsWith(REPORT_DIR) || !Files.isRegularFile(file)) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/pdf");
        Files.copy(file, response.getOutputStream());
    }
}
