package com.summit.sso;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedirectHostAllowListUri extends HttpServlet {

    private static final Set<String> TRUSTED = Set.of("app.summit.io", "admin.summit.io", "docs.summit.io");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String target = request.getParameter("continue");
        try {
            URI uri = new URI(target);
            if ("https".equals(uri.getScheme()) && TRUSTED.contains(uri.getHost())) {
                response.sendRedirect(uri.toString());
                return;
            }
        } catch (URISyntaxException | NullPointerException e) {
            // fall through to the default landing page
        }
        response.sendRedirect("https://app.summit.io/");
    }
}
