import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-script-parsed-number")
public class CodeScriptParsedNumber extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String raw = request.getParameter("n");
            int n = Integer.parseInt(raw == null ? "0" : raw);
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
            Object v = engine.eval("Math.sqrt(" + n + ")");
            response.getWriter().println(String.valueOf(v).length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
