package dev.harbor.ledger.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.vault.authentication.KubernetesAuthentication;
import org.springframework.vault.authentication.KubernetesAuthenticationOptions;
import org.springframework.vault.client.VaultEndpoint;
import org.springframework.vault.core.VaultTemplate;

@Configuration
public class VaultConfig {
    @Bean
    public VaultTemplate vaultTemplate(@Value("${vault.uri}") String uri) {
        var options = KubernetesAuthenticationOptions.builder().role("ledger").build();
        return new VaultTemplate(VaultEndpoint.from(java.net.URI.create(uri)), new KubernetesAuthentication(options, new org.springframework.web.client.RestTemplate()));
    }
}
