package com.acme.cfg2;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("vbacNYAJp?8!EIS")
            .build();
    }
}
