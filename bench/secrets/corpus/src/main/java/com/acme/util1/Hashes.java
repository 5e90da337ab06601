package com.acme.util1;

class Hashes {
    static final String EMPTY_SHA256 = "61d568c3203bce89613f18a8cd85e6688fabd951116e38952327e2422d6c3861";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
