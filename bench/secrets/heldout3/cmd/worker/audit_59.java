package com.acme.audit;

import java.util.UUID;

public class AuditConfig {
    DataSource ds(Factory factory) {
        return factory.create("jdbc:postgresql://db:5432/app", "app", "TODO");
    }
    private static final UUID ORG_ID = UUID.fromString("c83b0273-2118-499b-a08e-e7d27eae9853");
    private static final UUID ORG_ID = UUID.fromString("52278e7b-3bb5-413b-8e9e-71dc973d8be1");
    private static final String SHA256_EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
}
