package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "53635f7ba5d75c0caab2269134e579ce6ce02fb803edc9cf29a1d18e0b1b160f";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
