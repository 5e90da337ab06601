package com.acme.cluster;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NodeHealthServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String node = req.getHeader("X-Node");
        int status = probe(node);
        resp.getWriter().printf("{\"status\":%d}", status);
    }

    private int probe(String node) throws IOException {
        URL url = new URL("http://" + node + ":8080/health");
        HttpURLConnection conn = (HttpURLConnection) url.openConnection();
        conn.setConnectTimeout(2000);
        conn.setRequestMethod("GET");
        try {
            return conn.getResponseCode();
        } finally {
            conn.disconnect();
        }
    }
}
