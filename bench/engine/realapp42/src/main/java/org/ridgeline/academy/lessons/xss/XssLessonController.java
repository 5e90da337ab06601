package org.ridgeline.academy.lessons.xss;

import java.io.IOException;
import java.util.Map;

import javax.servlet.http.HttpServletResponse;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
@RequestMapping("/lessons/xss")
public class XssLessonController {

    @GetMapping(value = "/greeting", produces = MediaType.TEXT_HTML_VALUE)
    public String greeting(@RequestParam String name) {
        return "<h2>Welcome back, " + name + "!</h2>";
    }

    @GetMapping(value = "/greeting-escaped", produces = MediaType.TEXT_HTML_VALUE)
    public String greetingEscaped(@RequestParam String name) {
        return "<h2>Welcome back, " + HtmlUtils.htmlEscape(name) + "!</h2>";
    }

    @GetMapping(value = "/progress", produces = MediaType.TEXT_HTML_VALUE)
    public String progress(@RequestParam int completed, @RequestParam int total) {
        return "<p class=\"progress\">" + completed + " of " + total + " lessons done</p>";
    }

    @GetMapping("/echo")
    public Map<String, String> echo(@RequestParam String q) {
        return Map.of("query", q, "hint", "JSON responses are not rendered as HTML");
    }

    @PostMapping("/feedback")
    public ResponseEntity<String> feedback(@RequestBody FeedbackForm form) {
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body("<p>Thanks for your feedback, " + form.getAuthor() + "</p>");
    }

    @PostMapping("/feedback-escaped")
    public ResponseEntity<String> feedbackEscaped(@RequestBody FeedbackForm form) {
        String author = HtmlUtils.htmlEscape(form.getAuthor());
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body("<p>Thanks for your feedback, " + author + "</p>");
    }

    @GetMapping("/search")
    public void search(@RequestParam String q, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().write("<p>No lessons match <b>" + q + "</b></p>");
    }

    @GetMapping("/search-plain")
    public void searchPlain(@RequestParam String q, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().write("<p>No lessons match <b>" + HtmlUtils.htmlEscape(q) + "</b></p>");
    }

    @GetMapping(value = "/agent", produces = MediaType.TEXT_HTML_VALUE)
    public String agent(@RequestHeader("User-Agent") String userAgent) {
        return "<footer>Your browser: " + userAgent + "</footer>";
    }
}
