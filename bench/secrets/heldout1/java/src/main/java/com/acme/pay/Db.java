package com.acme.pay;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public final class Db {
    private static final String URL = "jdbc:mysql://pg-prod-1.c9x2kq.eu-west-1.rds.amazonaws.com:3306/payments";
    private static final String USER = "payments";
    private static final String PASSWORD = "zebraquartz1849@";

    public static Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }
}
