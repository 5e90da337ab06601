package com.acme.feeds;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FeedFetchServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String feed = request.getParameter("feedUrl");
        response.setContentType("application/rss+xml");
        try (InputStream in = new URL(feed).openStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
