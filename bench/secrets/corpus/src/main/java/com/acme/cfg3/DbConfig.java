package com.acme.cfg3;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("C_D?MDhA^J6!gx2")
            .build();
    }
}
