package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "#g+gvRoAru6!BUh";
    private static final String API_KEY = "HKNEsDXOtWpoDRqG85YlXymV2tEmHhNB";
}
