package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "af1659c481220505eeebc7a206ad34e6c7ee9d1617f0ce4df63f298b7b45be10";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
