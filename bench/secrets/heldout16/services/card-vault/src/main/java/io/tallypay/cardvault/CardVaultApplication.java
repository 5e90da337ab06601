package io.tallypay.cardvault;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class CardVaultApplication {
    public static void main(String[] args) {
        SpringApplication.run(CardVaultApplication.class, args);
    }
}
