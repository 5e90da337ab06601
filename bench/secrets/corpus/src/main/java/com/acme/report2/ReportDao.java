package com.acme.report2;

import java.sql.Connection;
import java.sql.DriverManager;

class ReportDao {
    Connection open() throws Exception {
        String url = "jdbc:mysql://reports:3306/reports";
        return DriverManager.getConnection(url, "reporter", "-Z7dZhtfPD7!XAj");
    }
}
