package org.ridgeline.academy.lessons.jwt;

import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.time.Instant;
import java.util.Date;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import io.jsonwebtoken.security.Keys;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class TokenService {

    private final Key signingKey;

    public TokenService(@Value("${academy.jwt.secret}") String secret) {
        this.signingKey = Keys.hmacShaKeyFor(secret.getBytes(StandardCharsets.UTF_8));
    }

    public String issue(String username, String role) {
        return Jwts.builder()
                .setSubject(username)
                .claim("role", role)
                .setExpiration(Date.from(Instant.now().plusSeconds(3600)))
                .signWith(signingKey, SignatureAlgorithm.HS256)
                .compact();
    }

    public Claims parseSigned(String token) {
        return Jwts.parserBuilder().setSigningKey(signingKey).build().parseClaimsJws(token).getBody();
    }

    public Claims parseAny(String token) {
        return (Claims) Jwts.parserBuilder().setSigningKey(signingKey).build().parse(token).getBody();
    }

    public Claims parseUnsigned(String token) {
        String withoutSignature = token.substring(0, token.lastIndexOf('.') + 1);
        return Jwts.parserBuilder().build().parseClaimsJwt(withoutSignature).getBody();
    }
}
