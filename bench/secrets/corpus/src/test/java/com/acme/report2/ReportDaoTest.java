package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "cGnR_a5Y*+8!LFf";
    private static final String API_KEY = "jaSOvXgmQiW0ESqBga1B69Ugf0NVtL6Q";
}
