package com.acme.cms;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TemplatePreviewBaseNameServlet extends HttpServlet {

    private static final String TEMPLATE_ROOT = "/opt/cms/templates";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String template = new File(req.getHeader("X-Template")).getName();
        if (!template.endsWith(".html")) {
            resp.sendError(400);
            return;
        }
        byte[] content = Files.readAllBytes(Paths.get(TEMPLATE_ROOT, template));
        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().print(new String(content, StandardCharsets.UTF_8).length());
    }
}
