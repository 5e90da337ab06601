package com.acme.pay;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class PaymentConfig {
    private static final String STRIPE_KEY = "rk_live_zPq5WswoS0BkHyVdw5JQBRi1";
    private static final String CURRENCY = "EUR";

    @Bean
    public PaymentClient paymentClient() {
        return new PaymentClient(STRIPE_KEY, CURRENCY);
    }
}
