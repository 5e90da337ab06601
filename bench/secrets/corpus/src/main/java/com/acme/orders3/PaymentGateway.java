package com.acme.orders3;

import org.springframework.beans.factory.annotation.Value;

public class PaymentGateway {
    private static final String API_SECRET = "mJRQ7QZ7wuYKf9JfmfFZ6GdoQyS62SIQbx8Q2iVv";
    private static final String ENDPOINT = "https://pay.acme.io/v2";

    @Value("${payments.password}")
    private String password;

    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
}
