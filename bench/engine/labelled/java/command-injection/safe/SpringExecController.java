import java.io.IOException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringExecController {
    @PostMapping("/backup")
    public String backup(@RequestParam String database) throws IOException {
        String target = switch (database) {
            case "orders" -> "orders";
            case "billing" -> "billing";
            default -> "main";
        };
        new ProcessBuilder("sh", "-c", "pg_dump " + target + " > /backups/latest.sql").start();
        return "started";
    }
}
