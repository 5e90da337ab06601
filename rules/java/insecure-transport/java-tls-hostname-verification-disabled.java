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
}
