package io.tallypay.settlementbatch;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class SettlementBatchApplication {
    public static void main(String[] args) {
        SpringApplication.run(SettlementBatchApplication.class, args);
    }
}
