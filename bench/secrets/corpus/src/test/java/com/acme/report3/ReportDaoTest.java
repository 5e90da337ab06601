package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "Ah@2wTP^va6!3zj";
    private static final String API_KEY = "H59G1TiHzCscmn6MrLY4vV3HpazjG5Tg";
}
