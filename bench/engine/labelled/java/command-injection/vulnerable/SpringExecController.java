import java.io.IOException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringExecController {
    @PostMapping("/backup")
    public String backup(@RequestParam String database) throws IOException {
        new ProcessBuilder("sh", "-c", "pg_dump " + database + " > /backups/latest.sql").start();
        return "started";
    }
}
