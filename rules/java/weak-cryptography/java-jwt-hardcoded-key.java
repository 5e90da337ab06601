package com.example.auth;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;

public class TokenService {
    private static final String SIGNING_KEY = "k3y-in-the-repo";
    private final String configuredKey = System.getenv("JWT_SECRET");

    public String issue(String user) {
        // ruleid: java-jwt-hardcoded-key
        return Jwts.builder().setSubject(user).signWith(SignatureAlgorithm.HS256, "secret").compact();
    }

    public String issueWithConstant(String user) {
        // ruleid: java-jwt-hardcoded-key
        return Jwts.builder().setSubject(user).setIssuer("shop").signWith(SignatureAlgorithm.HS512, SIGNING_KEY).compact();
    }

    public String issueFromEnvironment(String user) {
        // ok: java-jwt-hardcoded-key
        return Jwts.builder().setSubject(user).signWith(SignatureAlgorithm.HS256, configuredKey).compact();
    }

    public Claims read(String token) {
        // ruleid: java-jwt-hardcoded-key
        return Jwts.parser().setSigningKey("secret").parseClaimsJws(token).getBody();
    }

    public Claims readWithParserBuilder(String token) {
        // ruleid: java-jwt-hardcoded-key
        return Jwts.parserBuilder().setSigningKey(SIGNING_KEY).build().parseClaimsJws(token).getBody();
    }

    public Claims readFromEnvironment(String token) {
        // ok: java-jwt-hardcoded-key
        return Jwts.parser().setSigningKey(configuredKey).parseClaimsJws(token).getBody();
    }
}
