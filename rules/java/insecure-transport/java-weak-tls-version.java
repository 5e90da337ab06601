package fixtures.tls;

import java.security.NoSuchAlgorithmException;
import javax.net.ssl.SSLContext;

public class Clients {
    SSLContext contexts(boolean legacy) throws NoSuchAlgorithmException {
        // ruleid: java-weak-tls-version
        SSLContext ssl = SSLContext.getInstance("SSL");
        // ruleid: java-weak-tls-version
        SSLContext tls10 = SSLContext.getInstance("TLSv1");
        // ruleid: java-weak-tls-version
        SSLContext tls11 = SSLContext.getInstance("TLSv1.1");

        // ok: java-weak-tls-version
        SSLContext best = SSLContext.getInstance("TLS");
        // ok: java-weak-tls-version
        SSLContext tls13 = SSLContext.getInstance("TLSv1.3");
        // ok: java-weak-tls-version
        SSLContext tls12 = SSLContext.getInstance("TLSv1.2");

        final boolean allowLegacy = false;
        // ok: java-weak-tls-version
        SSLContext chosen = SSLContext.getInstance(allowLegacy ? "TLSv1" : "TLSv1.3");
        return best;
    }
}
