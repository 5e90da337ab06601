package com.beacon.webhooks;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfJavaHttpClientWebhook extends HttpServlet {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String callback = req.getParameter("callbackUrl");
        HttpRequest ping = HttpRequest.newBuilder(URI.create(callback))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"test\"}"))
                .build();
        try {
            HttpResponse<String> r = client.send(ping, HttpResponse.BodyHandlers.ofString());
            resp.getWriter().print("webhook answered " + r.statusCode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(504);
        }
    }
}
