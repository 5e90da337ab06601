import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringResourceController {
    @GetMapping("/reports/{year}")
    public byte[] report(@PathVariable int year) throws IOException {
        return Files.readAllBytes(Path.of("/data/reports", year + ".pdf"));
    }
}
