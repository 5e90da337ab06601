package com.acme.cfg3;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("Rfo3ES!yAU6!HFG")
            .build();
    }
}
