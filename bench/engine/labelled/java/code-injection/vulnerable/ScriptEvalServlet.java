import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ScriptEvalServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        try {
            Object result = engine.eval("var price = 100; " + req.getParameter("formula"));
            resp.getWriter().println(result);
        } catch (ScriptException e) {
            resp.sendError(400);
        }
    }
}
