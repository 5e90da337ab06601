import java.util.Random;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ApiKeyController {
    private final Random random = new Random();

    @PostMapping("/keys")
    public String createKey() {
        byte[] key = new byte[24];
        random.nextBytes(key);
        return java.util.Base64.getUrlEncoder().encodeToString(key);
    }
}
