package com.example.billing;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class PaymentClient {
    private static final String STRIPE_KEY = "rk_live_nBpz8L7KZzOdNob4FXcZP8eNG73Of75qMONNfyZNpbS0t";
    @Value("${payments.webhook-secret}")
    private String webhookSecret;
    private static final String MERCHANT_ID = "0cbc85de-f31e-44d1-82cb-3ebd942e9764";
    private final String partnerApiSecret = "tstwfsBIDmZjYsJI25rfIMncpHLEQUbfP";
    private static final String PASSWORD_FIELD = "password";

    public String authHeader() {
        return "Bearer " + System.getenv("PAYMENTS_TOKEN");
    }
}
