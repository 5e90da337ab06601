package com.deskline.service;

import com.deskline.config.AppProperties;
import java.net.URI;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;

@Service
public class WebhookService {

    private final RestTemplate restTemplate;
    private final AppProperties props;

    public WebhookService(RestTemplate restTemplate, AppProperties props) {
        this.restTemplate = restTemplate;
        this.props = props;
    }

    public int ping(String targetUrl) {
        ResponseEntity<String> response = restTemplate.postForEntity(targetUrl, Map.of("type", "ping"), String.class);
        return response.getStatusCode().value();
    }

    public void deliver(String url, Map<String, Object> event) {
        URI uri = URI.create(url);
        if (!"https".equals(uri.getScheme()) || !props.getWebhookHosts().contains(uri.getHost())) {
            throw new IllegalArgumentException("webhook host not allowed");
        }
        restTemplate.postForEntity(uri, event, Void.class);
    }

    public String serviceStatus(String component) {
        return restTemplate.getForObject(props.getStatusApi() + "/api/v2/components/{id}.json", String.class, component);
    }
}
