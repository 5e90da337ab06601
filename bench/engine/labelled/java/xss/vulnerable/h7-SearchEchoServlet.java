package com.acme.search;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SearchEchoServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String raw = req.getQueryString();
        String term = raw == null ? "" : URLDecoder.decode(raw.replaceFirst("^q=", ""), StandardCharsets.UTF_8);
        resp.setContentType("text/html");
        resp.getWriter().printf("<p>No results for <b>%s</b></p>", term);
    }
}
