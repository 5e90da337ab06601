package dev.kestrel.server

import com.zaxxer.hikari.HikariConfig
import com.zaxxer.hikari.HikariDataSource

object Db {
    val primary = HikariDataSource(HikariConfig().apply {
        jdbcUrl = "jdbc:postgresql://pg-primary.kestrel.internal:5432/kestrel"
        username = "kestrel"
        password = "bramble-osprey-jackal-731"
    })
    val reporting = HikariDataSource(HikariConfig().apply {
        jdbcUrl = System.getenv("REPORTING_JDBC_URL")
        username = System.getenv("REPORTING_USER")
        password = System.getenv("REPORTING_PASSWORD")
    })
}
