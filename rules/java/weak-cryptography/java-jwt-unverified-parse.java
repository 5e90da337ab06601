package fixtures.jwt.unverified;

import java.security.Key;
import io.jsonwebtoken.Claims;
import io.jsonwebtoken.Jwt;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;

public class SessionTokens {
    private final Key key;
    private final JwtParser verifier;

    public SessionTokens(Key key) {
        this.key = key;
        this.verifier = Jwts.parserBuilder().setSigningKey(key).build();
    }

    public Claims anyKind(String token) {
        // ruleid: java-jwt-unverified-parse
        return (Claims) Jwts.parserBuilder().setSigningKey(key).build().parse(token).getBody();
    }

    public Jwt<?, ?> anyKindLegacy(String token) {
        // ruleid: java-jwt-unverified-parse
        return Jwts.parser().setSigningKey(key).parse(token);
    }

    public Claims unsigned(String token) {
        String withoutSignature = token.substring(0, token.lastIndexOf('.') + 1);
        // ruleid: java-jwt-unverified-parse
        return Jwts.parserBuilder().build().parseClaimsJwt(withoutSignature).getBody();
    }

    public Claims unsignedThroughField(String token) {
        // ruleid: java-jwt-unverified-parse
        return verifier.parseClaimsJwt(token).getBody();
    }

    public Claims signed(String token) {
        // ok: java-jwt-unverified-parse
        return Jwts.parserBuilder().setSigningKey(key).build().parseClaimsJws(token).getBody();
    }

    public Claims signedThroughField(String token) {
        // ok: java-jwt-unverified-parse
        return verifier.parseClaimsJws(token).getBody();
    }

    public Integer number(String text) {
        // ok: java-jwt-unverified-parse
        return Integer.parseInt(text);
    }
}
