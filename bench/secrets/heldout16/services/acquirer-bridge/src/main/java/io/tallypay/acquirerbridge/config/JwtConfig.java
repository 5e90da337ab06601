package io.tallypay.acquirerbridge.config;

public class JwtConfig {
    public static final String ISSUER = "https://auth.tallypay.io";
    public static final String KEY_ID = "14924150-95b8-4bb0-8f00-eb13340f5855";
    private static final String SIGNING_KEY = "oTvWhkx8AMH1vz00sYvDb2DU1QJSpYjb480wkLAP3PpHavbFq0gY/dG7utxMl4mf";
}
