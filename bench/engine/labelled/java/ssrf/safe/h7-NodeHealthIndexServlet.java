package com.acme.cluster;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NodeHealthIndexServlet extends HttpServlet {

    private static final List<String> NODES = List.of("10.0.4.11", "10.0.4.12", "10.0.4.13");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int index;
        try {
            index = Integer.parseInt(req.getHeader("X-Node-Index"));
        } catch (NumberFormatException e) {
            resp.sendError(400);
            return;
        }
        if (index < 0 || index >= NODES.size()) {
            resp.sendError(404);
            return;
        }
        int status = probe(NODES.get(index));
        resp.getWriter().printf("{\"status\":%d}", status);
    }

    private int probe(String node) throws IOException {
        URL url = new URL("http://" + node + ":8080/health");
        HttpURLConnection conn = (HttpURLConnection) url.openConnection();
        conn.setConnectTimeout(2000);
        try {
            return conn.getResponseCode();
        } finally {
            conn.disconnect();
        }
    }
}
