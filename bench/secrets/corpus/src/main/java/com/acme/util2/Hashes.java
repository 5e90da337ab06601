package com.acme.util2;

class Hashes {
    static final String EMPTY_SHA256 = "88207136fa9b6bb06b9d782df62f35704036aee9a9b321c81c04d972ee69ec84";
    static final String TOKEN_HEADER = "X-Auth-Token";
    static final String PASSWORD_PARAM = "password";
    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";
    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
}
