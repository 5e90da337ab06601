package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "d783109989c354c6d8f4ff1d47d2b21192428ecd598a07d523f68189327496d3";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
