package org.ridgeline.academy.lessons.idor;

import java.security.Principal;
import java.util.Map;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpSession;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
@RequestMapping("/lessons/idor")
public class ProfileController {

    private final JdbcTemplate jdbc;

    public ProfileController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/profile/{userId}")
    public String profile(@PathVariable long userId, Model model) {
        Map<String, Object> row = jdbc.queryForMap("SELECT id, display_name, bio, role FROM users WHERE id = ?", userId);
        model.addAttribute("profile", row);
        return "lessons/profile";
    }

    @GetMapping("/profile/me")
    public String myProfile(Principal principal, Model model) {
        Map<String, Object> row = jdbc.queryForMap("SELECT id, display_name, bio, role FROM users WHERE username = ?", principal.getName());
        model.addAttribute("profile", row);
        return "lessons/profile";
    }

    @PostMapping("/profile/bio")
    public String updateBio(Principal principal, @RequestParam String bio) {
        jdbc.update("UPDATE users SET bio = ? WHERE username = ?", bio, principal.getName());
        return "redirect:/lessons/idor/profile/me";
    }

    @PostMapping("/view-as")
    public String viewAs(HttpServletRequest request) {
        HttpSession session = request.getSession();
        session.setAttribute("viewRole", request.getParameter("role"));
        return "redirect:/lessons/idor/profile/me";
    }

    @PostMapping("/remember-profile")
    public String rememberProfile(HttpServletRequest request, Principal principal) {
        request.getSession().setAttribute("profileOwner", principal.getName());
        return "redirect:/lessons/idor/profile/me";
    }
}
