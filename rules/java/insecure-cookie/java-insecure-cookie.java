package fixtures.cookie;

import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;

public class SessionServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Cookie session = new Cookie("SESSION", "abc");
        // ruleid: java-insecure-cookie
        session.setSecure(false);
        // ruleid: java-insecure-cookie
        session.setHttpOnly(false);
        response.addCookie(session);

        Cookie good = new Cookie("PREFS", "compact");
        // ok: java-insecure-cookie
        good.setSecure(true);
        // ok: java-insecure-cookie
        good.setHttpOnly(true);
        response.addCookie(good);

        Cookie behindProxy = new Cookie("LB", "node-2");
        // The flag follows the request's scheme: not a constant false.
        // ok: java-insecure-cookie
        behindProxy.setSecure(request.isSecure());
        response.addCookie(behindProxy);

        final boolean production = true;
        Cookie flagged = new Cookie("TOKEN", "t");
        // ok: java-insecure-cookie
        flagged.setSecure(!production ? false : true);
        response.addCookie(flagged);

        // A cookie that never gets setSecure(true) is insecure too.
        Cookie forgotten = new Cookie("REMEMBER_ME", "r");
        forgotten.setHttpOnly(true);
        forgotten.setPath("/");
        // ruleid: java-insecure-cookie
        response.addCookie(forgotten);

        // Logging out: the cookie is being deleted.
        Cookie cleared = new Cookie("REMEMBER_ME", "");
        cleared.setMaxAge(0);
        // ok: java-insecure-cookie
        response.addCookie(cleared);

        // A cookie the client sent, echoed back: made elsewhere, its flags are not known here.
        for (Cookie sent : request.getCookies()) {
            // ok: java-insecure-cookie
            response.addCookie(sent);
        }
    }

    ResponseEntity<String> spring() {
        // ruleid: java-insecure-cookie
        ResponseCookie weak = ResponseCookie.from("SESSION", "abc").secure(false).build();
        // ok: java-insecure-cookie
        ResponseCookie strong = ResponseCookie.from("SESSION", "abc").secure(true).httpOnly(true).build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, strong.toString()).body("ok");
    }
}
