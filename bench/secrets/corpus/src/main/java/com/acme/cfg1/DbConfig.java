package com.acme.cfg1;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("hoa%hrovVS8!BVA")
            .build();
    }
}
