package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "x7@@u&3eYp4!B2S";
    private static final String API_KEY = "HitT1Qc8TTIPmdZF75hgGMTA26RvRZuy";
}
