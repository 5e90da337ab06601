package io.tallypay.checkoutapi.config;

public class JwtConfig {
    public static final String ISSUER = "https://auth.tallypay.io";
    public static final String KEY_ID = "225d2cdc-30dc-4b5b-8d75-0b5d3f759ca8";
    private static final String SIGNING_KEY = System.getenv("JWT_SIGNING_KEY");
}
