import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;

@WebServlet("/h3/code-spel-header")
public class CodeSpelHeader extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String rule = request.getHeader("X-Rule");
        if (rule == null) rule = "true";
        ExpressionParser parser = new SpelExpressionParser();
        Expression exp = parser.parseExpression(new Wrapper(rule).text());
        Object v = exp.getValue();
        response.getWriter().println(v instanceof Boolean);
    }

    static class Wrapper {
        private final String inner;
        Wrapper(String inner) { this.inner = inner; }
        String text() { return "(" + inner + ")"; }
    }
}
