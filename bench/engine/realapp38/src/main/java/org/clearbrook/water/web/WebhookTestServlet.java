package org.clearbrook.water.web;

import java.io.IOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.config.PortalConfig;

@WebServlet("/account/webhooks/test")
public class WebhookTestServlet extends HttpServlet {

    private static final String PING = "{\"event\":\"ping\",\"source\":\"clearbrook\"}";

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Inject
    PortalConfig config;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String target = request.getParameter("url");
        String mode = request.getParameter("mode");
        int status;
        try {
            if ("legacy".equals(mode)) {
                HttpURLConnection conn = (HttpURLConnection) new URL(target).openConnection();
                conn.setRequestMethod("POST");
                conn.setDoOutput(true);
                try (OutputStream out = conn.getOutputStream()) {
                    out.write(PING.getBytes(StandardCharsets.UTF_8));
                }
                status = conn.getResponseCode();
            } else if ("checked".equals(mode)) {
                URI uri = URI.create(target);
                if (!"https".equals(uri.getScheme()) || !config.webhookHosts().contains(uri.getHost())) {
                    response.sendError(HttpServletResponse.SC_FORBIDDEN, "Host not registered");
                    return;
                }
                HttpRequest ping = HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(PING)).build();
                status = client.send(ping, HttpResponse.BodyHandlers.discarding()).statusCode();
            } else {
                HttpRequest ping = HttpRequest.newBuilder(URI.create(target))
                        .POST(HttpRequest.BodyPublishers.ofString(PING))
                        .build();
                status = client.send(ping, HttpResponse.BodyHandlers.discarding()).statusCode();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
        response.setContentType("text/plain");
        response.getWriter().print("Endpoint answered " + status);
    }
}
