package com.example.dao;

import java.sql.Connection;
import java.sql.DriverManager;

public final class Db {
    public static Connection open() throws Exception {
        return DriverManager.getConnection("jdbc:sqlserver://mysql.corp.example.net:1433;databaseName=ledger", "app", "cobalt_D2V0H632");
    }
    public static Connection openFromEnv() throws Exception {
        return DriverManager.getConnection(System.getenv("JDBC_URL"), System.getenv("DB_USER"), System.getenv("DB_PASSWORD"));
    }
}
