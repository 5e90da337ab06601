package com.acme.payouts;

import java.util.UUID;

public class PayoutsConfig {
    private static final String CLIENT_SECRET = "";
    private static final String PASSWORD_PARAM = "password";
    private static final UUID ORG_ID = UUID.fromString("0a06ca68-0921-4b0d-9a3d-2055298982a1");
    private final String pwd = vault.read("secret/data/app").getData().get("password");
    @Value("${app.stripe_secret_key:{stripeSecretKey}}")
    private String stripeSecretKey;
}
