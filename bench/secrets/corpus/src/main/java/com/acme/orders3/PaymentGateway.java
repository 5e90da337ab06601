package com.acme.orders3;

import org.springframework.beans.factory.annotation.Value;

public class PaymentGateway {
    private static final String API_SECRET = "B76Y2bRlNFN7U0JnHkLPqWRCRRXl9xQZkosaKFd3";
    private static final String ENDPOINT = "https://pay.acme.io/v2";

    @Value("${payments.password}")
    private String password;

    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
}
