package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "r?8PbUrN=-5!fuA";
    private static final String API_KEY = "LVS9CAmADvsDrRk7QPBMo8bQNuTykngn";
}
