package com.acme.orders1;

import org.springframework.beans.factory.annotation.Value;

public class PaymentGateway {
    private static final String API_SECRET = "0dmlTBXB3lAQ5ADdcdHk6H4NwYUUCUK4YLSMnO8L";
    private static final String ENDPOINT = "https://pay.acme.io/v2";

    @Value("${payments.password}")
    private String password;

    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
}
