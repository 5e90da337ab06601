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

        // A constant path prefix keeps the redirect on this site, but taint does not record
        // where in the string the value sits.
        // todook: java-open-redirect
        response.sendRedirect("/account/" + request.getParameter("tab"));

        int page = Integer.parseInt(request.getParameter("page"));
        // ok: java-open-redirect
        response.sendRedirect("/orders?page=" + page);
    }
}

@RestController
class ReturnController {
    @GetMapping("/return")
    public RedirectView back(@RequestParam("to") String to) {
        // ruleid: java-open-redirect
        return new RedirectView(to);
    }

    // Spring MVC's "redirect:" view names: the engine has no model for handler return values.
    @GetMapping("/continue")
    public String continueTo(@RequestParam("url") String url) {
        // todoruleid: java-open-redirect
        return "redirect:" + url;
    }
}
