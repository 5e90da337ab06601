package org.bench.h8.path;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathPathsCookieNormalized extends HttpServlet {

    private static final Path THEMES = Paths.get("/srv/themes").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String theme = "default.css";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if ("theme".equals(cookie.getName())) {
                    theme = cookie.getValue();
                }
            }
        }

        Path css = THEMES.resolve(theme).normalize();
        if (!css.startsWith(THEMES)) {
            response.sendError(400);
            return;
        }
        response.setContentType("text/css");
        response.getOutputStream().write(Files.readAllBytes(css));
    }
}
