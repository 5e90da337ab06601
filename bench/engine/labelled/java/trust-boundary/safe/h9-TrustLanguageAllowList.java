package com.atlas.portal;

import java.io.IOException;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustLanguageAllowList extends HttpServlet {

    private static final Set<String> SUPPORTED = Set.of("en", "de", "fr", "nb", "es");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String lang = req.getParameter("lang");
        if (lang != null && SUPPORTED.contains(lang)) {
            req.getSession().setAttribute("uiLanguage", lang);
        }
        resp.sendRedirect("/portal/settings");
    }
}
