package io.tallypay.paymentsgateway;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class PaymentsGatewayApplication {
    public static void main(String[] args) {
        SpringApplication.run(PaymentsGatewayApplication.class, args);
    }
}
