package org.ridgeline.academy.lessons.redirect;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.RedirectView;

@Controller
@RequestMapping("/lessons/redirect")
public class RedirectLessonController {

    private static final Set<String> KNOWN_PAGES = Set.of("/lessons", "/lessons/progress", "/profile");

    @GetMapping("/continue")
    public String continueTo(@RequestParam String next) {
        return "redirect:" + next;
    }

    @GetMapping("/continue-known")
    public String continueKnown(@RequestParam("next") String page) {
        if (KNOWN_PAGES.contains(page)) {
            return "redirect:" + page;
        }
        return "redirect:/lessons";
    }

    @GetMapping("/lesson/{number}")
    public String lesson(@PathVariable int number) {
        return "redirect:/lessons/" + number;
    }

    @GetMapping("/back")
    public String back(@RequestHeader(value = "Referer", defaultValue = "/lessons") String referer) {
        return "redirect:" + referer;
    }

    @GetMapping("/logout")
    public void logout(HttpServletRequest request, HttpServletResponse response) throws IOException {
        request.getSession().invalidate();
        response.sendRedirect(request.getParameter("returnTo"));
    }

    @GetMapping("/logout-local")
    public void logoutLocal(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String returnTo = request.getParameter("returnTo");
        request.getSession().invalidate();
        if (returnTo != null && returnTo.startsWith("/") && !returnTo.startsWith("//") && !returnTo.contains("\\")) {
            response.sendRedirect(returnTo);
            return;
        }
        response.sendRedirect("/");
    }

    @GetMapping("/partner")
    public RedirectView partner(@RequestParam String target) {
        return new RedirectView(target);
    }

    @GetMapping("/partner-home")
    public RedirectView partnerHome() {
        return new RedirectView("/lessons/partners");
    }

    @GetMapping("/external")
    public ResponseEntity<Void> external(@RequestParam String url) {
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(url)).build();
    }

    @GetMapping("/course/{code}")
    public ResponseEntity<Void> course(@PathVariable String code) {
        URI location = URI.create("/lessons/courses?code=" + java.net.URLEncoder.encode(code, java.nio.charset.StandardCharsets.UTF_8));
        return ResponseEntity.status(HttpStatus.SEE_OTHER).location(location).build();
    }
}
