package com.quillstone.permits.service;

import com.quillstone.permits.config.PortalProperties;
import com.quillstone.permits.model.Applicant;
import com.quillstone.permits.repository.ApplicantRepository;
import java.net.URI;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

/** Outbound calls: the county geocoder, photo fetches for inspections, link previews, webhooks. */
@Service
public class GeoService {

    private final RestTemplate rest;
    private final PortalProperties props;
    private final ApplicantRepository applicants;

    public GeoService(RestTemplate rest, PortalProperties props, ApplicantRepository applicants) {
        this.rest = rest;
        this.props = props;
        this.applicants = applicants;
    }

    public String geocode(String address) {
        return rest.getForObject(props.getGeoBase() + "/geocode?q={q}&key={key}", String.class, address, props.getGeoApiKey());
    }

    public String parcel(long parcelId) {
        URI uri = UriComponentsBuilder.fromHttpUrl(props.getGeoBase()).path("/parcels/{id}").buildAndExpand(parcelId).toUri();
        return rest.getForObject(uri, String.class);
    }

    public byte[] fetchPhoto(String url) {
        return rest.getForObject(url, byte[].class);
    }

    public String previewWebsite(long applicantId) {
        Applicant a = applicants.findById(applicantId).orElseThrow();
        return rest.getForObject(URI.create(a.getWebsite()), String.class);
    }

    public void notifyHook(String hookUrl, String payload) {
        URI uri = URI.create(hookUrl);
        if (!"https".equals(uri.getScheme()) || !props.getWebhookHosts().contains(uri.getHost())) {
            throw new IllegalArgumentException("webhook host not allowed");
        }
        rest.postForObject(uri, payload, String.class);
    }

    public String mirrorStatus(String path) {
        return rest.exchange(path, org.springframework.http.HttpMethod.GET, null, String.class).getBody();
    }
}
