package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "!2Q^g9KJCd9!l2I";
    private static final String API_KEY = "wGVV5JKuzXJziCq1xM55ihs6pQ2fj4RI";
}
