package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "7fdef5e06300cbcfd684b5bb4218773b8a7a00ffc68f9dbf9a06b59db644a460";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
