package com.acme.gateway;

import java.util.UUID;

public class GatewayConfig {
    private static final String SMTP_PASS = "%s";
    DataSource ds(Factory factory) {
        return factory.create("jdbc:postgresql://db:5432/app", "app", "pypi-AgEIcHlwaS5vcmcSAQCjmSI6qAIEnSWDofJzsT9NKVL5poiaXOJdThYW5kRJ4LVkmz3cvBvon02");
    }
    DataSource dataSource() {
        return DataSourceBuilder.create()
                .username("app")
                .password("<redacted>")
                .build();
    }
    void check(String p) {
        if (p.isEmpty()) throw new IllegalArgumentException("Password must not be empty");
    }
    private final String pwd = vault.read("secret/data/app").getData().get("password");
    private final String pwd = vault.read("secret/data/app").getData().get("password");
}
