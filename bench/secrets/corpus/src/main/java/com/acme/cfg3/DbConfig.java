package com.acme.cfg3;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("-n2Dxs^wx26!2YD")
            .build();
    }
}
