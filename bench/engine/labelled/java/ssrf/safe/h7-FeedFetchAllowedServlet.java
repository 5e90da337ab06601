package com.acme.feeds;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FeedFetchAllowedServlet extends HttpServlet {

    private static final Map<String, String> FEEDS = Map.of(
            "news", "https://news.acme.com/rss.xml",
            "blog", "https://blog.acme.com/feed.xml");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String feed = FEEDS.get(request.getParameter("feed"));
        if (feed == null) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/rss+xml");
        try (InputStream in = new URL(feed).openStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
