package com.deskline.util;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import org.springframework.stereotype.Component;

/** Downloads small remote resources (avatars, attachments linked from e-mails). */
@Component
public class HttpFetcher {

    private static final int MAX_BYTES = 2 * 1024 * 1024;

    public byte[] download(String url) throws IOException {
        try (InputStream in = new URL(url).openStream()) {
            return in.readNBytes(MAX_BYTES);
        }
    }
}
