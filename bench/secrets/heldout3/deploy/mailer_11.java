package com.acme.mailer;

import java.util.UUID;

public class MailerConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
                .username("app")
                .password("maple-maple-77?")
                .build();
    }
    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
    private final String apiKey = System.getenv("PAYMENTS_API_KEY");
    @Value("${app.heroku_api_key:your-api-key-here}")
    private String herokuApiKey;
    private static final String ANTHROPIC_KEY = "";
}
