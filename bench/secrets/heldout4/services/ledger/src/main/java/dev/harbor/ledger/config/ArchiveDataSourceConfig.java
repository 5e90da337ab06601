package dev.harbor.ledger.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ArchiveDataSourceConfig {

    @Bean(name = "archiveDataSource")
    public DataSource archiveDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl("jdbc:sqlserver://archive-sql.harbor.local:1433;databaseName=LedgerArchive;encrypt=true");
        cfg.setUsername("ledger_archive");
        cfg.setPassword("Thistle0601!");
        cfg.setMaximumPoolSize(5);
        cfg.setReadOnly(true);
        return new HikariDataSource(cfg);
    }
}
