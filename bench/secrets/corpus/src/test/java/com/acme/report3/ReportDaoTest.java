package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "v&ZiEsX=N*2!S8b";
    private static final String API_KEY = "LWCgXwG6JF6Wg9xqJ9TMl0dcM6VNYo7i";
}
