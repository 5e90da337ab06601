package com.acme.cfg3;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("yepxN-QSMS9!I9r")
            .build();
    }
}
