package fixtures.code.spel;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** SpEL from the request: safe only when every evaluation runs in a SimpleEvaluationContext. */
@RestController
public class SpelContexts {
    private final ExpressionParser parser = new SpelExpressionParser();
    private final Order order = new Order();

    @GetMapping("/read")
    public Object read(@RequestParam String path) {
        // ok: java-code-injection
        return parser.parseExpression(path).getValue(SimpleEvaluationContext.forReadOnlyDataBinding().build(), order);
    }

    @GetMapping("/read-methods")
    public Object readWithMethods(@RequestParam String path) {
        EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withInstanceMethods().build();
        // ok: java-code-injection
        Expression expression = parser.parseExpression(path);
        return expression.getValue(ctx, order);
    }

    @GetMapping("/standard")
    public Object standard(@RequestParam String expr) {
        // ruleid: java-code-injection
        return parser.parseExpression(expr).getValue(new StandardEvaluationContext(order));
    }

    @GetMapping("/root")
    public Object root(@RequestParam String expr) {
        // ruleid: java-code-injection
        return parser.parseExpression(expr).getValue(order);
    }

    @GetMapping("/both")
    public Object both(@RequestParam String expr) {
        // ruleid: java-code-injection
        Expression expression = parser.parseExpression(expr);
        Object checked = expression.getValue(SimpleEvaluationContext.forReadOnlyDataBinding().build(), order);
        return checked != null ? checked : expression.getValue();
    }

    @GetMapping("/kept")
    public Expression kept(@RequestParam String expr) {
        // ruleid: java-code-injection
        return parser.parseExpression(expr);
    }

    static class Order {
        public int quantity = 2;
    }
}
