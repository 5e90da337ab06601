import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;

public class SpelMapServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String param = "";
        if (!params.isEmpty()) {
            String[] values = params.get("rule");
            if (values != null) param = values[0];
        }
        String bar = new Transformer().apply(param);
        ExpressionParser parser = new SpelExpressionParser();
        Expression exp = parser.parseExpression(bar);
        Object value = exp.getValue();
        response.getWriter().println(value == null ? "none" : "ok");
    }

    private static class Transformer {
        String apply(String s) {
            return s.trim();
        }
    }
}
