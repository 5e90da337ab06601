package dev.harbor.ledger.export;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Properties;

public final class WarehouseExporter {
    private static final String URL = "jdbc:snowflake://hb12345.eu-west-1.snowflakecomputing.com/?db=LEDGER&warehouse=EXPORT_WH";

    private Connection connect() throws SQLException {
        Properties props = new Properties();
        props.put("user", "LEDGER_EXPORT");
        props.put("password", "Orchid*979Willow");
        props.put("role", "EXPORTER");
        return DriverManager.getConnection(URL, props);
    }

    public int export(String day) throws SQLException {
        try (Connection c = connect();
             PreparedStatement ps = c.prepareStatement("INSERT INTO daily_totals SELECT * FROM staging_totals WHERE day = ?")) {
            ps.setString(1, day);
            return ps.executeUpdate();
        }
    }
}
