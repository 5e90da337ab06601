import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-script-const-switch")
public class CodeScriptConstSwitch extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String expr = request.getParameter("expr");
            String script;
            switch ("sum") {
                case "user":
                    script = expr;
                    break;
                case "sum":
                    script = "1 + 2 + 3";
                    break;
                default:
                    script = expr;
            }
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
            response.getWriter().println(String.valueOf(engine.eval(script)).length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
