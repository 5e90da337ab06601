import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ResponseEntityJsonController {
    @GetMapping("/tags/{tag}")
    public ResponseEntity<String> tag(@PathVariable String tag) {
        String body = "{\"tag\": \"" + tag.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}";
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(body);
    }
}
