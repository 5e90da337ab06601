package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "zvMM&BC_cu3!MHx";
    private static final String API_KEY = "yXRbm81jjI8zlIInK4BHUKMr8Ed4Wg4m";
}
