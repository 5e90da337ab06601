package com.atlas.portal;

import java.io.IOException;
import java.util.regex.Pattern;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustLocaleRegexCheck extends HttpServlet {

    private static final Pattern LOCALE = Pattern.compile("^[a-z]{2}-[A-Z]{2}$");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String locale = req.getHeader("X-Locale");
        if (locale == null || !LOCALE.matcher(locale).matches()) {
            resp.sendError(400, "bad locale");
            return;
        }
        req.getSession().setAttribute("locale", locale);
        resp.setStatus(204);
    }
}
