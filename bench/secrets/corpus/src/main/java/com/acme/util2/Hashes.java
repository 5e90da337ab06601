package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "5a7d0948c6246b814c8a08ff1d3099c17115c4be6642cda0c008326b98b0bb1b";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
