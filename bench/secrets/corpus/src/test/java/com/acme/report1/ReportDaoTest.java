package com.acme.report1;

class ReportDaoTest {
    private static final String PASSWORD = "zBcB33j9hX3!0cQ";
    private static final String API_KEY = "p3W9dx6PqWZPZl6uMEYglz0jaFLTDN8p";
}
