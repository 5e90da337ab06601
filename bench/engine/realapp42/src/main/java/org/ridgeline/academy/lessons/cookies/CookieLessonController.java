package org.ridgeline.academy.lessons.cookies;

import java.time.Duration;

import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;

import org.ridgeline.academy.common.AttackResult;
import org.ridgeline.academy.lessons.crypto.ResetTokenGenerator;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/cookies")
public class CookieLessonController {

    private final ResetTokenGenerator tokens;

    public CookieLessonController(ResetTokenGenerator tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/remember-me")
    public AttackResult rememberMe(@RequestParam String username, HttpServletResponse response) {
        Cookie rememberMe = new Cookie("remember_student", tokens.strongToken());
        rememberMe.setMaxAge(60 * 60 * 24 * 30);
        rememberMe.setPath("/");
        response.addCookie(rememberMe);
        return AttackResult.notYet("Remembered " + username, null);
    }

    @PostMapping("/remember-me/secure")
    public AttackResult rememberMeSecure(@RequestParam String username, HttpServletResponse response) {
        Cookie hardened = new Cookie("remember_student", tokens.strongToken());
        hardened.setMaxAge(60 * 60 * 24 * 30);
        hardened.setPath("/");
        hardened.setSecure(true);
        hardened.setHttpOnly(true);
        response.addCookie(hardened);
        return AttackResult.notYet("Remembered " + username, null);
    }

    @PostMapping("/session-hint")
    public ResponseEntity<AttackResult> sessionHint(@RequestParam String username) {
        ResponseCookie hint = ResponseCookie.from("academy_auth", tokens.strongToken()).path("/").httpOnly(false).secure(false).build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, hint.toString()).body(AttackResult.notYet("Signed in " + username, null));
    }

    @PostMapping("/session-hint/secure")
    public ResponseEntity<AttackResult> sessionHintSecure(@RequestParam String username) {
        ResponseCookie strict = ResponseCookie.from("academy_auth", tokens.strongToken()).path("/").httpOnly(true).secure(true).sameSite("Strict").maxAge(Duration.ofHours(8)).build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, strict.toString()).body(AttackResult.notYet("Signed in " + username, null));
    }
}
