package fixtures.redirect;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.view.RedirectView;

public class LogoutServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        // ruleid: java-open-redirect
        response.sendRedirect(next);

        // ruleid: java-open-redirect
        response.setHeader("Location", request.getHeader("X-Return-To"));

        // ok: java-open-redirect
        response.setHeader("X-Return-To", next);

        // ok: java-open-redirect
        response.sendRedirect("/login?loggedOut=true");

        if (next.equals("/dashboard")) {
            // ok: java-open-redirect
            response.sendRedirect(next);
        }

        // A constant path prefix keeps the redirect on this site.
        // ok: java-open-redirect
        response.sendRedirect("/account/" + request.getParameter("tab"));
        // ok: java-open-redirect
        response.sendRedirect("https://accounts.example.com/profile?tab=" + request.getParameter("tab"));
        // A lone "/" does not: `//evil.example` is another host.
        // ruleid: java-open-redirect
        response.sendRedirect("/" + request.getParameter("tab"));
        // Nor does a host without the slash that ends it: `.evil.example`.
        // ruleid: java-open-redirect
        response.sendRedirect("https://accounts.example.com" + request.getParameter("tab"));
        // ok: java-open-redirect
        response.setHeader("Location", "/home/" + next);

        // The context path ("" or "/app") is the deployment's: what follows it decides.
        // ok: java-open-redirect
        response.sendRedirect(request.getContextPath() + "/home?msg=" + java.net.URLEncoder.encode(next, "UTF-8"));
        String root = request.getServletContext().getContextPath();
        // ok: java-open-redirect
        response.sendRedirect(root + "/account/" + next);
        // At the root, "/" + "/evil.example" is another host.
        // ruleid: java-open-redirect
        response.sendRedirect(request.getContextPath() + "/" + next);
        // ruleid: java-open-redirect
        response.sendRedirect(request.getContextPath() + next);

        int page = Integer.parseInt(request.getParameter("page"));
        // ok: java-open-redirect
        response.sendRedirect("/orders?page=" + page);

        // A Refresh header sends the browser on as Location does: the text after `url=` picks the site.
        // ruleid: java-open-redirect
        response.setHeader("Refresh", "0; url=" + next);
        // ruleid: java-open-redirect
        response.addHeader("refresh", next);
        // ok: java-open-redirect
        response.setHeader("Refresh", "3; url=/done?from=" + next);
        // ok: java-open-redirect
        response.setHeader("Refresh", "5; URL='https://accounts.example.com/login?next=" + next);
        // ok: java-open-redirect
        response.setHeader("X-Refresh-Reason", next);
    }
}

@RestController
class ReturnController {
    @GetMapping("/return")
    public RedirectView back(@RequestParam("to") String to) {
        // ruleid: java-open-redirect
        return new RedirectView(to);
    }

}

@org.springframework.stereotype.Controller
class ViewController {
    // Spring MVC's "redirect:" view names.
    @GetMapping("/continue")
    public String continueTo(@RequestParam("url") String url) {
        // ruleid: java-open-redirect
        return "redirect:" + url;
    }

    @GetMapping("/tab")
    public String tab(@RequestParam("tab") String tab) {
        // ok: java-open-redirect
        return "redirect:/account/" + tab;
    }

    @GetMapping("/greet")
    public String greet(@RequestParam("name") String name, org.springframework.ui.Model model) {
        model.addAttribute("name", name);
        // A view name, not a redirect.
        // ok: java-open-redirect
        return "greeting";
    }

    @GetMapping("/mav")
    public org.springframework.web.servlet.ModelAndView mav(@RequestParam("next") String next) {
        // ruleid: java-open-redirect
        return new org.springframework.web.servlet.ModelAndView("redirect:" + next);
    }

    @GetMapping("/entity")
    public org.springframework.http.ResponseEntity<Void> entity(@RequestParam("next") String next) {
        // ruleid: java-open-redirect
        return org.springframework.http.ResponseEntity.status(org.springframework.http.HttpStatus.FOUND).location(java.net.URI.create(next)).build();
    }

    @GetMapping("/header")
    public org.springframework.http.ResponseEntity<Void> header(@RequestParam("next") String next) {
        org.springframework.http.HttpHeaders headers = new org.springframework.http.HttpHeaders();
        // ruleid: java-open-redirect
        headers.add("Location", next);
        // ok: java-open-redirect
        headers.add("X-Next", next);
        return new org.springframework.http.ResponseEntity<>(headers, org.springframework.http.HttpStatus.FOUND);
    }
}
