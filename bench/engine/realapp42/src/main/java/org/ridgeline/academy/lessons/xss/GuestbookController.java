package org.ridgeline.academy.lessons.xss;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
@RequestMapping("/lessons/xss/guestbook")
public class GuestbookController {

    private final GuestbookRepository entries;

    public GuestbookController(GuestbookRepository entries) {
        this.entries = entries;
    }

    @GetMapping
    public String list(Model model) {
        model.addAttribute("entries", entries.findTop50ByOrderByPostedAtDesc());
        return "lessons/guestbook";
    }

    @PostMapping
    public String sign(@RequestParam String author, @RequestParam String message) {
        entries.save(new GuestbookEntry(author, message));
        return "redirect:/lessons/xss/guestbook";
    }

    @GetMapping(value = "/banner", produces = "text/html")
    @ResponseBody
    public String banner(@RequestParam String author) {
        return "<div class=\"banner\">Entries signed by " + author + "</div>";
    }

    @GetMapping(value = "/stats", produces = "text/html")
    @ResponseBody
    public String stats() {
        return "<div class=\"banner\">" + entries.count() + " entries so far</div>";
    }

    @GetMapping("/preview")
    public String preview(@RequestParam String message, @RequestParam(defaultValue = "anonymous") String author, Model model) {
        model.addAttribute("message", message);
        model.addAttribute("author", author);
        return "lessons/preview";
    }
}
