package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "fd79d052848200d2d32cd85d32dcb2a55347a3e9446f09f9442a1f56d23b0ea6";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
