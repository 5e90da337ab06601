package com.deskline.web;

import com.deskline.config.AppProperties;
import com.deskline.dto.LoginRequest;
import com.deskline.model.UserAccount;
import com.deskline.service.TokenService;
import com.deskline.service.UserService;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.time.Duration;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class AuthController {

    private final UserService userService;
    private final TokenService tokenService;
    private final AppProperties props;

    public AuthController(UserService userService, TokenService tokenService, AppProperties props) {
        this.userService = userService;
        this.tokenService = tokenService;
        this.props = props;
    }

    @GetMapping("/login")
    public String loginPage() {
        return "login";
    }

    @PostMapping("/login")
    public String login(@ModelAttribute LoginRequest form,
                        @RequestParam(name = "next", defaultValue = "/dashboard") String next,
                        HttpServletRequest request, HttpServletResponse response, HttpSession session) {
        Optional<UserAccount> user = userService.authenticate(form.username(), form.password(), request.getRemoteAddr());
        if (user.isEmpty()) {
            return "redirect:/login?error";
        }
        session.setAttribute("userId", user.get().getId());
        session.setAttribute("role", user.get().getRole());

        Cookie sessionCookie = new Cookie("DESK_SESSION", tokenService.sessionToken());
        sessionCookie.setHttpOnly(true);
        sessionCookie.setSecure(true);
        sessionCookie.setPath("/");
        response.addCookie(sessionCookie);

        if (form.rememberMe()) {
            Cookie remember = new Cookie("desk_remember", tokenService.passwordResetToken());
            remember.setMaxAge((int) Duration.ofDays(30).toSeconds());
            remember.setPath("/");
            response.addCookie(remember);
        }
        return "redirect:" + next;
    }

    @GetMapping("/go")
    public String go(@RequestParam String to) {
        String target = props.getAllowedRedirects().contains(to) ? to : "/dashboard";
        return "redirect:" + target;
    }

    @GetMapping("/logout")
    public String logout(HttpSession session, HttpServletResponse response) {
        session.invalidate();
        ResponseCookie cleared = ResponseCookie.from("DESK_SESSION", "").maxAge(0).path("/").httpOnly(true).secure(true).build();
        response.addHeader(HttpHeaders.SET_COOKIE, cleared.toString());
        return "redirect:/login";
    }

    @PostMapping("/sso/callback")
    public void ssoCallback(@RequestParam("RelayState") String relayState,
                            @RequestHeader(value = "X-Desk-Tenant", required = false) String tenant,
                            HttpServletRequest request, HttpServletResponse response) throws java.io.IOException {
        HttpSession session = request.getSession(true);
        session.setAttribute("tenant", tenant);
        String code = tokenService.loginCode();
        session.setAttribute("mfaCode", code);
        response.sendRedirect(relayState);
    }

    @PostMapping("/preferences/theme")
    public String theme(@RequestParam String theme, HttpServletResponse response) {
        String value = "dark".equals(theme) ? "dark" : "light";
        ResponseCookie cookie = ResponseCookie.from("desk_theme", value).path("/").maxAge(Duration.ofDays(365)).build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
        return "redirect:/settings";
    }

    @PostMapping("/password")
    public String changePassword(@CookieValue("DESK_SESSION") String sessionToken,
                                 @RequestParam String newPassword, HttpSession session) {
        Object userId = session.getAttribute("userId");
        if (userId == null) {
            return "redirect:/login";
        }
        userService.changePassword((Long) userId, newPassword);
        return "redirect:/settings?saved";
    }

    @PostMapping("/impersonate")
    public String impersonate(@RequestParam String username, HttpSession session) {
        session.setAttribute("impersonating", username);
        return "redirect:/dashboard";
    }
}
