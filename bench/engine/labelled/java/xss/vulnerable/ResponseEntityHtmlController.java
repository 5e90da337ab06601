import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ResponseEntityHtmlController {
    @GetMapping("/tags/{tag}")
    public ResponseEntity<String> tag(@PathVariable String tag) {
        String body = "<div class=\"tag\">Posts tagged " + tag + "</div>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(body);
    }
}
