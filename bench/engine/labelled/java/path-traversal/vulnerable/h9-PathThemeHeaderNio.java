package com.ridge.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathThemeHeaderNio extends HttpServlet {

    private static final String THEMES = "/opt/ridge/themes";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String theme = request.getHeader("X-Theme");
        if (theme == null) {
            theme = "default";
        }
        Path css = Paths.get(THEMES, theme, "main.css");
        String content = new String(Files.readAllBytes(css), StandardCharsets.UTF_8);
        response.setContentType("text/css");
        response.getWriter().write(content);
    }
}
