import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

@WebServlet("/h3/code-map-const")
public class CodeMapConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("expr");
        java.util.Map<String, String> exprs = new java.util.HashMap<String, String>();
        exprs.put("user", param);
        exprs.put("builtin", "6 * 7");
        String chosen = exprs.get("builtin");
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        try {
            response.getWriter().println(String.valueOf(engine.eval(chosen)).length());
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
