package io.umber.billing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

final class ArchiveDao {
    private static final String URL = "jdbc:oracle:thin:@//ora-archive.umber.internal:1521/ARCH";
    private static final String USER = "archive_ro";
    private static final String PASSWORD = "cde985a211329e04f37c1cd6d";

    Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }

    Connection openLedger() throws SQLException {
        return DriverManager.getConnection("jdbc:mysql://ledger_ro:yiDk_yTwh9TyJgVBK-iapB@ledger.umber.internal:3306/ledger");
    }

    Connection openFromEnv() throws SQLException {
        return DriverManager.getConnection(System.getenv("ARCHIVE_URL"), System.getenv("ARCHIVE_USER"), System.getenv("ARCHIVE_PASSWORD"));
    }
}
