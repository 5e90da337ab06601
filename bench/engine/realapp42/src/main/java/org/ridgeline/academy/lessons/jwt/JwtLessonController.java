package org.ridgeline.academy.lessons.jwt;

import java.util.Map;

import io.jsonwebtoken.Claims;
import org.ridgeline.academy.common.AttackResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/jwt")
public class JwtLessonController {

    private final TokenService tokens;

    public JwtLessonController(TokenService tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/login")
    public Map<String, String> login(@RequestParam String username) {
        return Map.of("token", tokens.issue(username, "student"));
    }

    @GetMapping("/votes/reset")
    public AttackResult resetVotes(@RequestHeader("Authorization") String authorization) {
        Claims claims = tokens.parseAny(authorization.replace("Bearer ", ""));
        if ("admin".equals(claims.get("role"))) {
            return AttackResult.solved("Votes reset by " + claims.getSubject(), null);
        }
        return AttackResult.notYet("Only admins can reset votes", null);
    }

    @GetMapping("/votes/reset-verified")
    public AttackResult resetVotesVerified(@RequestHeader("Authorization") String authorization) {
        Claims claims = tokens.parseSigned(authorization.replace("Bearer ", ""));
        return AttackResult.notYet("Hello " + claims.getSubject(), null);
    }

    @GetMapping("/profile")
    public Map<String, Object> profile(@RequestParam String token) {
        return tokens.parseUnsigned(token);
    }
}
