import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

@WebServlet("/h3/code-script-eval")
public class CodeScriptEval extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String formula = request.getParameter("formula");
        if (formula == null) formula = "1+1";
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        try {
            Object result = engine.eval("var total = " + formula + "; total;");
            response.getWriter().println(String.valueOf(result).length());
        } catch (ScriptException e) {
            response.sendError(400);
        }
    }
}
