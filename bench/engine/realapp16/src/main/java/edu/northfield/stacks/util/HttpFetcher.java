package edu.northfield.stacks.util;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

public final class HttpFetcher {
    private HttpFetcher() {
    }

    // The union catalogue's test mirror uses a self-signed certificate.
    private static final X509TrustManager ACCEPT_ANY = new X509TrustManager() {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    };

    public static byte[] get(String address) throws IOException {
        URL url = new URL(address);
        try (InputStream in = url.openStream()) {
            return in.readAllBytes();
        }
    }

    public static byte[] getLenient(String address) throws IOException, GeneralSecurityException {
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, new TrustManager[] { ACCEPT_ANY }, null);
        HttpsURLConnection conn = (HttpsURLConnection) new URL(address).openConnection();
        conn.setSSLSocketFactory(ctx.getSocketFactory());
        conn.setHostnameVerifier((host, session) -> true);
        try (InputStream in = conn.getInputStream()) {
            return in.readAllBytes();
        }
    }
}
