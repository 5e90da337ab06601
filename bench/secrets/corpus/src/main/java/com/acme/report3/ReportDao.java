package com.acme.report3;

import java.sql.Connection;
import java.sql.DriverManager;

class ReportDao {
    Connection open() throws Exception {
        String url = "jdbc:mysql://reports:3306/reports";
        return DriverManager.getConnection(url, "reporter", "PBVsTUx5qf0!zuX");
    }
}
