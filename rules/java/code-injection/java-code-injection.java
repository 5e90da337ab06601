package fixtures.code;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServletRequest;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RulesController {
    private final ExpressionParser parser = new SpelExpressionParser();

    @GetMapping("/rules/eval")
    public Object eval(@RequestParam("expr") String expr) {
        // ruleid: java-code-injection
        Expression e = parser.parseExpression(expr);
        return e.getValue();
    }

    @GetMapping("/rules/discount")
    public Object discount(@RequestParam("rate") double rate) {
        // ok: java-code-injection
        Expression e = new SpelExpressionParser().parseExpression("price * (1 - " + rate + ")");
        return e.getValue();
    }

    @GetMapping("/rules/fixed")
    public Object fixed(@RequestParam("name") String name) {
        // ok: java-code-injection
        Expression e = parser.parseExpression("#root.toUpperCase()");
        return e.getValue(name);
    }
}

class ScriptRunner {
    Object run(HttpServletRequest request) throws ScriptException {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        // ruleid: java-code-injection
        Object result = engine.eval(request.getParameter("script"));
        // ok: java-code-injection
        Object sum = engine.eval("1 + 2");
        // Compiling the script is the same as evaluating it: the compiled form is run next.
        // ruleid: java-code-injection
        javax.script.CompiledScript compiled = ((javax.script.Compilable) engine).compile(request.getParameter("script"));
        // ok: java-code-injection
        javax.script.CompiledScript fixed = ((javax.script.Compilable) engine).compile("total * 2");
        compiled.eval();
        fixed.eval();
        return result;
    }
}

class ElRunner {
    Object run(HttpServletRequest request) {
        javax.el.ELProcessor el = new javax.el.ELProcessor();
        // ruleid: java-code-injection
        Object result = el.eval(request.getParameter("expr"));
        // ok: java-code-injection
        Object sum = el.eval("1 + 2");
        return result;
    }
}
