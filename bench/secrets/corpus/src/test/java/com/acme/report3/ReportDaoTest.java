package com.acme.report3;

class ReportDaoTest {
    private static final String PASSWORD = "4rreiDi**w6!Ybz";
    private static final String API_KEY = "Zxv58kLTLgrplXSr6Zn2LltohBoas9u0";
}
