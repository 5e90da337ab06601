package com.acme.orders3;

import org.springframework.beans.factory.annotation.Value;

public class PaymentGateway {
    private static final String API_SECRET = "WjkmEYTUYxwfPS3I8u8SP6Uto0EshBCANQdqFrYB";
    private static final String ENDPOINT = "https://pay.acme.io/v2";

    @Value("${payments.password}")
    private String password;

    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
}
