package com.acme.pay;

public final class SecretsFromEnv {
    private final String apiKey = System.getenv("PAY_API_KEY");
    private final String password = System.getProperty("db.password");
    private final String token;

    public SecretsFromEnv(String token) {
        this.token = token;
    }

    public String apiKey() { return apiKey; }
}
