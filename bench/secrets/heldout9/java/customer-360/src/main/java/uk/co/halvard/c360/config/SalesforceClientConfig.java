package uk.co.halvard.c360.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class SalesforceClientConfig {

    @Value("${salesforce.client-id}")
    private String clientId;

    @Bean
    public SalesforceClient salesforceClient(@Value("${salesforce.client-secret}") String secret) {
        SalesforceClient client = new SalesforceClient("https://halvard.my.salesforce.com", clientId, secret);
        client.setUsername("integration@halvard.co.uk");
        client.setPassword("nPif1d6R4UCpJoZITTnjlY5su8E5RuNd4Epcf0IyMJ6y5de");
        return client;
    }
}
