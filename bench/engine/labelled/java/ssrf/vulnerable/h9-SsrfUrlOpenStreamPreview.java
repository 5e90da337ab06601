package com.beacon.preview;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfUrlOpenStreamPreview extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String link = req.getParameter("link");
        URL url = new URL(link);
        String html;
        try (InputStream in = url.openStream()) {
            byte[] head = in.readNBytes(64 * 1024);
            html = new String(head, StandardCharsets.UTF_8);
        }
        int start = html.indexOf("<title>");
        int end = html.indexOf("</title>");
        String title = start >= 0 && end > start ? html.substring(start + 7, end) : link;
        resp.setContentType("application/json");
        resp.getWriter().print("{\"length\":" + html.length() + ",\"hasTitle\":" + (title != null) + "}");
    }
}
