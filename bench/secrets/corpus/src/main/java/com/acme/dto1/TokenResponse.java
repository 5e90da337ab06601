package com.acme.dto1;

class TokenResponse {
    @JsonProperty("access_token") private String accessToken;
    @JsonProperty("refresh_token") private String refreshToken;
    private static final String PASSWORD_FIELD = "passwordHash";
    String password = new String(System.console().readPassword());
}
