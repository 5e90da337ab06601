package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "77890dc1919c21035cece4491001c32f7793046c1339148de621789df574e8c4";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
