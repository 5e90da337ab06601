package fixtures.tls;

import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import org.apache.http.conn.ssl.DefaultHostnameVerifier;
import org.apache.http.conn.ssl.NoopHostnameVerifier;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.impl.client.HttpClientBuilder;
import org.apache.http.impl.client.HttpClients;

public class HttpClientsFactory {
    void configure(HttpsURLConnection conn, SSLContext ctx) {
        // ruleid: java-tls-hostname-verification-disabled
        conn.setHostnameVerifier(NoopHostnameVerifier.INSTANCE);
        // ruleid: java-tls-hostname-verification-disabled
        HttpsURLConnection.setDefaultHostnameVerifier(new NoopHostnameVerifier());
        // ruleid: java-tls-hostname-verification-disabled
        SSLConnectionSocketFactory factory = new SSLConnectionSocketFactory(ctx, NoopHostnameVerifier.INSTANCE);

        HttpClientBuilder builder = HttpClients.custom();
        // ok: java-tls-hostname-verification-disabled
        builder.setSSLHostnameVerifier(new DefaultHostnameVerifier());
        // ok: java-tls-hostname-verification-disabled
        SSLConnectionSocketFactory strict = new SSLConnectionSocketFactory(ctx, new DefaultHostnameVerifier());
    }

    void written(HttpsURLConnection conn, java.util.Set<String> allowedHosts) {
        // ruleid: java-tls-hostname-verification-disabled
        conn.setHostnameVerifier((host, session) -> true);
        // ruleid: java-tls-hostname-verification-disabled
        HttpsURLConnection.setDefaultHostnameVerifier(new javax.net.ssl.HostnameVerifier() {
            public boolean verify(String host, javax.net.ssl.SSLSession session) { return true; }
        });
        // ok: java-tls-hostname-verification-disabled
        conn.setHostnameVerifier((host, session) -> allowedHosts.contains(host));
        // ok: java-tls-hostname-verification-disabled
        conn.setHostnameVerifier((host, session) -> HttpsURLConnection.getDefaultHostnameVerifier().verify(host, session));
    }
}
