package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "HM3t@2MCx90!unp";
    private static final String API_KEY = "K46fC5jbIpIGaIpV6MrlyrXGxQ1cKWjS";
}
