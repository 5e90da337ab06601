package com.quillstone.permits.web;

import com.quillstone.permits.model.Applicant;
import com.quillstone.permits.service.AccountService;
import com.quillstone.permits.util.CryptoUtil;
import java.util.Optional;
import java.util.Set;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

@Controller
public class AccountController {

    private static final Set<String> LANDING_PAGES = Set.of("/permits", "/applicants/search", "/admin/report");

    private final AccountService accounts;

    public AccountController(AccountService accounts) {
        this.accounts = accounts;
    }

    @GetMapping("/login")
    public String loginPage() {
        return "account/login";
    }

    @PostMapping("/login")
    public String login(@RequestParam String email, @RequestParam String password,
                        @RequestParam(defaultValue = "/permits") String landing,
                        HttpServletResponse response) throws Exception {
        Optional<Applicant> applicant = accounts.authenticate(email, password);
        if (applicant.isEmpty()) {
            return "redirect:/login?error=Unknown+email+or+password";
        }
        Cookie session = new Cookie("QS_SESSION", CryptoUtil.sessionToken());
        session.setHttpOnly(true);
        session.setSecure(true);
        session.setPath("/");
        response.addCookie(session);

        Cookie remembered = new Cookie("qs_email", applicant.get().getEmail());
        remembered.setMaxAge(60 * 60 * 24 * 30);
        response.addCookie(remembered);

        if (LANDING_PAGES.contains(landing)) {
            return "redirect:" + landing;
        }
        return "redirect:/permits";
    }

    @GetMapping("/continue")
    public ModelAndView continueTo(@RequestParam String to) {
        return new ModelAndView("redirect:" + to);
    }

    @GetMapping("/leave")
    public RedirectView leave(@RequestParam(defaultValue = "/") String target) {
        return new RedirectView(target);
    }

    @PostMapping("/kiosk/pin")
    public String kioskPin(HttpServletResponse response) {
        ResponseCookie pin = ResponseCookie.from("kiosk_pin", accounts.newKioskPin())
                .httpOnly(true).secure(true).sameSite("Strict").path("/kiosk").build();
        response.addHeader(HttpHeaders.SET_COOKIE, pin.toString());
        return "redirect:/kiosk";
    }

    @PostMapping("/api-key")
    public String apiKey(HttpServletResponse response) {
        Cookie key = new Cookie("qs_api_key", accounts.newApiKey());
        key.setPath("/api");
        response.addCookie(key);
        return "redirect:/applicants/search?name=";
    }

    @PostMapping("/password/forgot")
    public String forgot(@RequestParam String email) {
        String code = CryptoUtil.passwordResetCode();
        // mailed by the notification job; stored hashed
        return "redirect:/login?sent=1";
    }
}
