package fixtures.tls;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

public class TrustSetup {
    private static final TrustManager ACCEPT_EVERYTHING = new X509TrustManager() {
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public void checkServerTrusted(X509Certificate[] chain, String authType) {}
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    };

    private final X509TrustManager platform;
    private final String pinnedIssuer;

    TrustSetup(X509TrustManager platform, String pinnedIssuer) {
        this.platform = platform;
        this.pinnedIssuer = pinnedIssuer;
    }

    SSLContext lenient() throws Exception {
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ruleid: java-tls-trust-all-certificates
        ctx.init(null, new TrustManager[] { ACCEPT_EVERYTHING }, null);
        return ctx;
    }

    SSLContext withLocalClass() throws Exception {
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ruleid: java-tls-trust-all-certificates
        ctx.init(null, new TrustManager[] { new NaiveTrust() }, null);
        return ctx;
    }

    SSLContext platformDefaults() throws Exception {
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ok: java-tls-trust-all-certificates
        ctx.init(null, null, null);
        return ctx;
    }

    SSLContext fromTrustStore(java.security.KeyStore store) throws Exception {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ok: java-tls-trust-all-certificates
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    SSLContext delegating() throws Exception {
        X509TrustManager checked = new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                platform.checkClientTrusted(chain, authType);
            }
            public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                platform.checkServerTrusted(chain, authType);
            }
            public X509Certificate[] getAcceptedIssuers() { return platform.getAcceptedIssuers(); }
        };
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ok: java-tls-trust-all-certificates
        ctx.init(null, new TrustManager[] { checked }, null);
        return ctx;
    }

    SSLContext pinned() throws Exception {
        SSLContext ctx = SSLContext.getInstance("TLS");
        // ok: java-tls-trust-all-certificates
        ctx.init(null, new TrustManager[] { new PinnedTrust(pinnedIssuer) }, null);
        return ctx;
    }

    static class NaiveTrust implements X509TrustManager {
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public void checkServerTrusted(X509Certificate[] chain, String authType) { return; }
        public X509Certificate[] getAcceptedIssuers() { return null; }
    }

    static class PinnedTrust implements X509TrustManager {
        private final String issuer;
        PinnedTrust(String issuer) { this.issuer = issuer; }
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            if (chain.length == 0 || !chain[0].getIssuerX500Principal().getName().equals(issuer)) {
                throw new CertificateException("unexpected issuer");
            }
        }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }
}
