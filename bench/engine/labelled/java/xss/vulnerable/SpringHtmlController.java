import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringHtmlController {
    @GetMapping("/notice")
    public ResponseEntity<String> notice(@RequestParam String message) {
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body("<div class=\"notice\">" + message + "</div>");
    }
}
