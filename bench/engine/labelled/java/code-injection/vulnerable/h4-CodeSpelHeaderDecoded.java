import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-spel-header-decoded")
public class CodeSpelHeaderDecoded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String rule = request.getHeader("X-Rule");
            if (rule == null) rule = "true";
            rule = java.net.URLDecoder.decode(rule, "UTF-8");
            ExpressionParser parser = new SpelExpressionParser();
            Boolean ok = parser.parseExpression(rule).getValue(Boolean.class);
            response.getWriter().println(Boolean.TRUE.equals(ok));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
