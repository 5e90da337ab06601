package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "04d82d2d944bd21cd1a72aef954e2089cdcaabe98e1e0ce8c837e3bd3b6cd803";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
