package fixtures.cookie;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HeaderCookieServlet extends HttpServlet {
    private static final String SET_COOKIE = "Set-Cookie";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String token = java.util.UUID.randomUUID().toString();
        // ruleid: java-insecure-cookie-header
        response.setHeader("Set-Cookie", "remember=" + token + "; Path=/; HttpOnly");
        // ruleid: java-insecure-cookie-header
        response.addHeader(SET_COOKIE, "lang=en");
        // The word appears, but as a value, not as the attribute.
        // ruleid: java-insecure-cookie-header
        response.addHeader("set-cookie", "mode=secure; Path=/");
        // ok: java-insecure-cookie-header
        response.addHeader("Set-Cookie", "remember=" + token + "; Path=/; Secure; HttpOnly; SameSite=Lax");
        // ok: java-insecure-cookie-header
        response.setHeader("Set-Cookie", "sid=" + token + ";secure;httponly");
        // Deleting the cookie.
        // ok: java-insecure-cookie-header
        response.addHeader("Set-Cookie", "remember=; Path=/; Max-Age=0");
        // Another header.
        // ok: java-insecure-cookie-header
        response.setHeader("X-Token", token);
    }

    void built(HttpServletResponse response, String header) {
        // The text is not known here: nothing is proved.
        // ok: java-insecure-cookie-header
        response.addHeader("Set-Cookie", header);
    }
}
