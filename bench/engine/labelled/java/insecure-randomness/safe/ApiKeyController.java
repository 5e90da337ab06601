import java.security.SecureRandom;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ApiKeyController {
    private final SecureRandom random = new SecureRandom();

    @PostMapping("/keys")
    public String createKey() {
        byte[] key = new byte[24];
        random.nextBytes(key);
        return java.util.Base64.getUrlEncoder().encodeToString(key);
    }
}
