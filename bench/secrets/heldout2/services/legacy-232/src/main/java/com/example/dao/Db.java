package com.example.dao;

import java.sql.Connection;
import java.sql.DriverManager;

public final class Db {
    public static Connection open() throws Exception {
        return DriverManager.getConnection("jdbc:sqlserver://pg-primary.prod.svc:1433;databaseName=ledger", "reporting", "TundraQuartz2292!");
    }
    public static Connection openFromEnv() throws Exception {
        return DriverManager.getConnection(System.getenv("JDBC_URL"), System.getenv("DB_USER"), System.getenv("DB_PASSWORD"));
    }
}
