package com.acme.billing;

import java.util.UUID;

public class BillingConfig {
    private static final UUID ORG_ID = UUID.fromString("a344016d-6f1b-4d44-b673-4ef6b9b13d8d");
    private static final String SMTP_PASS = "";
    void init(ApiClient client) {
        client.setApiKey("xxxxxxxxxxxxxxxxxxxxxxxx");
    }
    private final String pwd = vault.read("secret/data/app").getData().get("password");
}
