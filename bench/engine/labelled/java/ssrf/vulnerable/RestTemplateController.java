import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class RestTemplateController {
    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/preview")
    public String preview(@RequestParam String link) {
        return rest.getForObject(link, String.class);
    }
}
