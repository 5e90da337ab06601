package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "43667a5207746d6a751aa742693a83a49d1e2adabedd299182964de20bfceddd";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
