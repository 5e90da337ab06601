package io.tallypay.kycverification;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class KycVerificationApplication {
    public static void main(String[] args) {
        SpringApplication.run(KycVerificationApplication.class, args);
    }
}
