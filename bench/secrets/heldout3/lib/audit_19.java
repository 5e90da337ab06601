package com.acme.audit;

import java.util.UUID;

public class AuditConfig {
    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
    @Value("${app.npm_token:{{ npm_token }}}")
    private String npmToken;
    private static final String SHA256_EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    @Value("${app.ldap_bind_password:Willow!876Meadow}")
    private String ldapBindPassword;
}
