package com.acme.cfg2;

class DbConfig {
    DataSource dataSource() {
        return DataSourceBuilder.create()
            .url("jdbc:postgresql://db/app")
            .username("app")
            .password("+%tLr*w&rM1!lVn")
            .build();
    }
}
