package uk.co.halvard.reinsurance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** Reads treaty balances from the mainframe ledger extract until the ledger API exists. */
public class LegacyLedgerDao {
    private static final String URL = "jdbc:oracle:thin:@ora-ledger.halvard.local:1521/LEDGER";
    private static final String USER = "REINS_READ";
    private static final String PASSWORD = System.getenv("LEDGER_READ_PASSWORD");

    public Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }
}
