import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

@WebServlet("/h3/code-script-bindings")
public class CodeScriptBindings extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String name = request.getParameter("name");
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        Bindings b = engine.createBindings();
        b.put("visitor", name);
        try {
            Object r = engine.eval("'Hello, ' + visitor.length", b);
            response.getWriter().println(String.valueOf(r).length());
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
