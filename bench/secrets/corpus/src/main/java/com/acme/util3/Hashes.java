package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "e872fc3bc6a763017b5004c82256a26f84e03373e2b97fffffb979600ca1fe73";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
