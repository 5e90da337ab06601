package com.acme.cfg2;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("Tmw8wsZ-L98!LtI")
            .build();
    }
}
