package com.beacon.preview;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfHostAllowListHttps extends HttpServlet {

    private static final Set<String> ALLOWED_HOSTS = Set.of("cdn.beacon.io", "images.beacon.io", "static.partner.example");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        URL url;
        try {
            url = new URL(req.getParameter("src"));
        } catch (java.net.MalformedURLException e) {
            resp.sendError(400);
            return;
        }
        if (!"https".equals(url.getProtocol()) || !ALLOWED_HOSTS.contains(url.getHost())) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN, "host not allowed");
            return;
        }
        HttpURLConnection conn = (HttpURLConnection) url.openConnection();
        conn.setInstanceFollowRedirects(false);
        resp.setContentType("image/png");
        try (InputStream in = conn.getInputStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
