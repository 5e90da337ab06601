package com.acme.cfg2;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("76kmSV2XSW0!EL0")
            .build();
    }
}
