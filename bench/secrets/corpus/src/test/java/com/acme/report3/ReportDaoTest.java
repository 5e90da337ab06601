package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "CqXo6eMWd45!EPw";
    private static final String API_KEY = "foCh69HyPDkkuEbFHTvSr5aYRLx0qAyC";
}
