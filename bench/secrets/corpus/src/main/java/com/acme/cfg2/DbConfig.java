package com.acme.cfg2;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("nr-zTduwFh5!oVw")
            .build();
    }
}
