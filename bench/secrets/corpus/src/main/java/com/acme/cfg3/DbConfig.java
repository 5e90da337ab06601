package com.acme.cfg3;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("q9gEj!%v7z9!wYC")
            .build();
    }
}
