package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "9qyn5*9ErA3!xq0";
    private static final String API_KEY = "CFGpiCR2tyf0q8UshqjuwnXA5dnDCYqv";
}
