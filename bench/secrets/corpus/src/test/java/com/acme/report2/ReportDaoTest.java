package com.acme.report2;

class ReportDaoTest {
    private static final String PASSWORD = "e*?PxT8+Za5!63q";
    private static final String API_KEY = "dW1vHLOQzSfSKqE3pm2oi6iIeWFP3n41";
}
