package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "Kz-hncf6vs8!mEp";
    private static final String API_KEY = "MaU6bZFNTdrsXc07VTKXwxKM0UEl9eRr";
}
