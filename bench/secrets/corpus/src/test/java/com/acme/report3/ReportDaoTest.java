package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "8TFh&cx^?v4!hNP";
    private static final String API_KEY = "XyIhaBcSbvEwAaTZGbgU7nHlOh4TVaHv";
}
