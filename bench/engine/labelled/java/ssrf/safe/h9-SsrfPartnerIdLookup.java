package com.beacon.partners;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfPartnerIdLookup extends HttpServlet {

    private static final Map<String, URI> PARTNER_STATUS = Map.of(
            "acme", URI.create("https://status.acme.example/api/v1/summary"),
            "globex", URI.create("https://globex.example/health"),
            "initech", URI.create("https://ops.initech.example/status.json"));

    private final HttpClient http = HttpClient.newHttpClient();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        URI target = PARTNER_STATUS.get(req.getParameter("partner"));
        if (target == null) {
            resp.sendError(404, "unknown partner");
            return;
        }
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(target).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            resp.setContentType("application/json");
            resp.getWriter().print("{\"status\":" + r.statusCode() + "}");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(504);
        }
    }
}
