package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "a1d8a7687988728dbb8be1be8b2fb582d6909e4fea919d586e18b2016efd10e5";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
