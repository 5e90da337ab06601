import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringCookieController {
    @PostMapping("/token")
    public void token(HttpServletResponse response) {
        Cookie cookie = new Cookie("auth", java.util.UUID.randomUUID().toString());
        cookie.setSecure(true);
        cookie.setHttpOnly(false);
        response.addCookie(cookie);
    }
}
