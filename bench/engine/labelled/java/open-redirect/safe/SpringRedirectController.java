import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class SpringRedirectController {
    @GetMapping("/sso/done")
    public String done(@RequestParam("orderId") long orderId) {
        return "redirect:/orders/" + orderId;
    }
}
