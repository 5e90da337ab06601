package io.tallypay.acquirerbridge;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class AcquirerBridgeApplication {
    public static void main(String[] args) {
        SpringApplication.run(AcquirerBridgeApplication.class, args);
    }
}
