package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "b4a5b32f5bff54dedae6f7222e3a0c9b4bfa56106daaa20922841ee8f7041b57";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
