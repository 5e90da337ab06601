package io.tallypay.checkoutapi;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class CheckoutApiApplication {
    public static void main(String[] args) {
        SpringApplication.run(CheckoutApiApplication.class, args);
    }
}
