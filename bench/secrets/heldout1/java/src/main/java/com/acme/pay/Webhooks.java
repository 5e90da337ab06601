package com.acme.pay;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;

public class Webhooks {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    public void ping() throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://api.partner.io/v1/ping"))
            .header("Authorization", "Bearer YdJnHBBLDfuhfWfUPzy6cE6iweEdlL-UYoSJ-bsEinkN_rtI")
            .build();
        HTTP.send(req, java.net.http.HttpResponse.BodyHandlers.discarding());
    }
}
