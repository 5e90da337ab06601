package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "2ipzXx#j^b5!2ru";
    private static final String API_KEY = "jjbkZ6p41F8LKgxh2fUZQ4MUflkqP84s";
}
