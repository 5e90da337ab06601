import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class RestTemplateController {
    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/preview")
    public String preview(@RequestParam long articleId) {
        return rest.getForObject("https://articles.internal.example/api/{id}", String.class, articleId);
    }
}
