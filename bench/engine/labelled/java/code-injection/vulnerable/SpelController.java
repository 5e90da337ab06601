import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpelController {
    private final ExpressionParser parser = new SpelExpressionParser();

    @GetMapping("/discount")
    public Object discount(@RequestParam String rule) {
        return parser.parseExpression(rule).getValue();
    }
}
