package com.deskline.web;

import com.deskline.util.HttpFetcher;
import java.io.IOException;
import java.util.Base64;
import java.util.Map;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/profile")
public class ProfileController {

    private final HttpFetcher fetcher;

    public ProfileController(HttpFetcher fetcher) {
        this.fetcher = fetcher;
    }

    /** Agents can paste a link to a picture instead of uploading one. */
    @PostMapping("/avatar")
    public Map<String, String> avatarFromUrl(@RequestBody Map<String, String> body,
                                             @CookieValue(value = "DESK_SESSION", required = false) String session) throws IOException {
        if (session == null) {
            throw new IllegalStateException("not signed in");
        }
        byte[] image = fetcher.download(body.get("url"));
        return Map.of("preview", "data:image/png;base64," + Base64.getEncoder().encodeToString(image));
    }
}
