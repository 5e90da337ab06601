package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "d357770ce08902e5c85b481af91602b99aa2208c0b1a31d549f9724d01b77241";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
