package dev.harbor.ledger;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ArchiveIT {
    private Connection conn;

    @BeforeEach
    void setUp() throws Exception {
        conn = DriverManager.getConnection(
            "jdbc:sqlserver://archive-sql.harbor.local:1433;databaseName=LedgerArchive",
            "ledger_archive",
            "Maple!785Juniper");
    }

    @Test
    void archiveIsReachable() throws Exception {
        assertTrue(conn.isValid(2));
    }
}
