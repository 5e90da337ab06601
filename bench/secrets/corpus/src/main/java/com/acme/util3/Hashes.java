package com.acme.util3;

class Hashes {
    static final String EMPTY_SHA256 = "03774c9a3311956e95e3004b047c58cd7dadf929231f97ece635f6b7dd55e727";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
