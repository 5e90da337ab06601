package com.acme.orders2;

import org.springframework.beans.factory.annotation.Value;

public class PaymentGateway {
    private static final String API_SECRET = "hwEbcTnI9wsSmDmuStkRTjV0uDef8h3mFVyQRiku";
    private static final String ENDPOINT = "https://pay.acme.io/v2";

    @Value("${payments.password}")
    private String password;

    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
}
