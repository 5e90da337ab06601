package demo;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginController {

    // Nothing in the model: the view's own reads of the request are what it prints.
    @GetMapping("/login")
    public String login() {
        return "account/login";
    }

    @GetMapping("/search")
    public String search(@RequestParam(defaultValue = "") String q, Model model) {
        model.addAttribute("count", q.length());
        return "account/search";
    }
}
