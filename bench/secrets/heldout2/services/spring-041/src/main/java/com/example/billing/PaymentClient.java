package com.example.billing;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class PaymentClient {
    private static final String STRIPE_KEY = "rk_live_fEGqD8tuugGtTUct6ixBciZc8zIDTTo1gMvchgR87EMEDYDB";
    @Value("${payments.webhook-secret}")
    private String webhookSecret;
    private static final String MERCHANT_ID = "8645ff7f-be3e-46a8-a95d-915998c334ba";
    private final String partnerApiSecret = "uv8Sx2DivT8u4puRDN0RI5uCUrLlNNS6li8geBaMGzcNk1mH";
    private static final String PASSWORD_FIELD = "password";

    public String authHeader() {
        return "Bearer " + System.getenv("PAYMENTS_TOKEN");
    }
}
