package io.tallypay.kycverification.config;

public class JwtConfig {
    public static final String ISSUER = "https://auth.tallypay.io";
    public static final String KEY_ID = "26a7abdf-aff5-4a5d-9053-584cbf52cc6b";
    private static final String SIGNING_KEY = System.getenv("JWT_SIGNING_KEY");
}
