package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "123447e4afbfefbe328154ddd5778e189eb46aa178a5c5b3d670a15f3a9cdee5";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
