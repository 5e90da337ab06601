import java.io.IOException;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BindingsScriptServlet extends HttpServlet {
    private static final String SCRIPT = "input.length > 3 ? 'long' : 'short'";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("word");
        if (param == null) param = "";
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        Bindings bindings = engine.createBindings();
        bindings.put("input", param);
        try {
            Object verdict = engine.eval(SCRIPT, bindings);
            response.getWriter().println("verdict: " + (verdict != null));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
