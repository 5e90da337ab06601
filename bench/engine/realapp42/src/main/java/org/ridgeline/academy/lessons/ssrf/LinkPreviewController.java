package org.ridgeline.academy.lessons.ssrf;

import java.io.IOException;
import java.util.Map;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

@RestController
@RequestMapping("/lessons/ssrf")
public class LinkPreviewController {

    private final LinkPreviewService previews;

    public LinkPreviewController(LinkPreviewService previews) {
        this.previews = previews;
    }

    @GetMapping("/preview")
    public Map<String, String> preview(@RequestParam String url) {
        return Map.of("title", previews.fetchTitle(url));
    }

    @GetMapping("/preview/trusted")
    public Map<String, String> previewTrusted(@RequestParam String url) {
        return Map.of("title", previews.fetchTitleFromAllowedHost(url));
    }

    @GetMapping(value = "/thumbnail", produces = MediaType.IMAGE_PNG_VALUE)
    public byte[] thumbnail(@RequestParam("src") String imageUrl) throws IOException {
        return previews.fetchImage(imageUrl);
    }

    @PostMapping("/webhooks/test")
    public Mono<String> testWebhook(@RequestBody WebhookRegistration registration) {
        return previews.ping(registration.callbackUrl());
    }

    @GetMapping("/weather")
    public Mono<String> weather(@RequestParam String city) {
        return previews.forecast(city);
    }

    @GetMapping("/docs")
    public String docs(@RequestParam String page) {
        return previews.fetchDocsPage(page);
    }

    public record WebhookRegistration(String name, String callbackUrl) {
    }
}
