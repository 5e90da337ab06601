import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringCookieController {
    @PostMapping("/token")
    public ResponseEntity<Void> token() {
        ResponseCookie cookie = ResponseCookie.from("auth", java.util.UUID.randomUUID().toString())
            .secure(true).httpOnly(true).sameSite("Strict").path("/").build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}
