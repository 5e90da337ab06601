import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-script-param-eval")
public class CodeScriptParamEval extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String expr = request.getParameter("expr");
            if (expr == null) expr = "1+1";
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
            Object result = engine.eval("var total = " + expr + "; total");
            response.getWriter().println(String.valueOf(result).length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
