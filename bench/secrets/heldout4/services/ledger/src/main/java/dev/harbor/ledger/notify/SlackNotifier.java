package dev.harbor.ledger.notify;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class SlackNotifier {
    private static final String BOT_TOKEN = "xoxb-626302264931-4460887748932-zpPlxjvOpRYnqxCOrzqFQhz5";
    private final HttpClient http = HttpClient.newHttpClient();

    public void post(String channel, String text) throws Exception {
        String body = "{\"channel\":\"" + channel + "\",\"text\":\"" + text.replace("\"", "\\\"") + "\"}";
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://slack.com/api/chat.postMessage"))
            .header("Authorization", "Bearer " + BOT_TOKEN)
            .header("Content-Type", "application/json; charset=utf-8")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        http.send(req, HttpResponse.BodyHandlers.discarding());
    }
}
