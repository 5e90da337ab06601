import java.util.HashMap;
import java.util.Map;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-spel-map-other-key")
public class CodeSpelMapOtherKey extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            Map<String, String> exprs = new HashMap<>();
            exprs.put("user", request.getParameter("rule"));
            exprs.put("builtin", "T(java.lang.Math).max(1, 2)");
            Object v = new SpelExpressionParser().parseExpression(exprs.get("builtin")).getValue();
            response.getWriter().println(v == null ? 0 : 1);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
