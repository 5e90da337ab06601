package com.ridge.mail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathTemplateIdMap extends HttpServlet {

    private static final Map<String, String> TEMPLATES = Map.of(
            "welcome", "welcome-v3.html",
            "reset", "password-reset.html",
            "invoice", "invoice-notice.html");

    private static final Path DIR = Paths.get("/etc/ridge/mail-templates");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String file = TEMPLATES.get(req.getParameter("template"));
        if (file == null) {
            resp.sendError(404);
            return;
        }
        String html = Files.readString(DIR.resolve(file), StandardCharsets.UTF_8);
        resp.setContentType("text/plain");
        resp.getWriter().write(html);
    }
}
