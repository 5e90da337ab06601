package io.tallypay.merchantonboarding;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class MerchantOnboardingApplication {
    public static void main(String[] args) {
        SpringApplication.run(MerchantOnboardingApplication.class, args);
    }
}
