import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AvatarFetchController {
    @GetMapping("/avatar/import")
    public byte[] importAvatar(@RequestParam("src") String src) throws IOException {
        try (InputStream in = new URL(src).openStream()) {
            return in.readAllBytes();
        }
    }
}
