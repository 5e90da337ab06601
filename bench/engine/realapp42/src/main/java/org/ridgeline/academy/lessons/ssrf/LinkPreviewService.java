package org.ridgeline.academy.lessons.ssrf;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@Service
public class LinkPreviewService {

    private static final Pattern TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.CASE_INSENSITIVE);
    private static final Pattern DOC_PAGE = Pattern.compile("^[a-z0-9-]{1,64}$");

    private final RestTemplate restTemplate;
    private final WebClient webClient;
    private final WebClient weatherClient;
    private final Set<String> allowedHosts;

    public LinkPreviewService(RestTemplate restTemplate,
                              @Qualifier("genericWebClient") WebClient webClient,
                              @Qualifier("weatherWebClient") WebClient weatherClient,
                              @Value("${academy.preview.allowed-hosts}") Set<String> allowedHosts) {
        this.restTemplate = restTemplate;
        this.webClient = webClient;
        this.weatherClient = weatherClient;
        this.allowedHosts = allowedHosts;
    }

    public String fetchTitle(String url) {
        String html = restTemplate.getForObject(url, String.class);
        return extractTitle(html);
    }

    public String fetchTitleFromAllowedHost(String url) {
        URI target = URI.create(url);
        if (!"https".equals(target.getScheme()) || !allowedHosts.contains(target.getHost())) {
            throw new IllegalArgumentException("Host not allowed");
        }
        String html = restTemplate.getForObject(target, String.class);
        return extractTitle(html);
    }

    public byte[] fetchImage(String imageUrl) throws IOException {
        try (InputStream in = new URL(imageUrl).openStream()) {
            return in.readNBytes(2_000_000);
        }
    }

    public Mono<String> ping(String callbackUrl) {
        return webClient.post().uri(callbackUrl).bodyValue("{\"event\":\"ping\"}").retrieve().bodyToMono(String.class);
    }

    public Mono<String> forecast(String city) {
        return weatherClient.get()
                .uri(builder -> builder.path("/v1/forecast").queryParam("city", city).build())
                .retrieve()
                .bodyToMono(String.class);
    }

    public String fetchDocsPage(String page) {
        if (!DOC_PAGE.matcher(page).matches()) {
            throw new IllegalArgumentException("Unknown page");
        }
        return restTemplate.getForObject("https://docs.ridgeline.example/lessons/{page}", String.class, page);
    }

    private String extractTitle(String html) {
        if (html == null) {
            return "";
        }
        Matcher m = TITLE.matcher(html);
        return m.find() ? m.group(1) : "";
    }
}
