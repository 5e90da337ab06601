import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
public class HtmlGreetingController {
    @GetMapping(value = "/hello", produces = "text/html")
    @ResponseBody
    public String hello(@RequestParam(defaultValue = "world") String name) {
        return "<html><body><h1>Hello, " + name + "!</h1></body></html>";
    }
}
