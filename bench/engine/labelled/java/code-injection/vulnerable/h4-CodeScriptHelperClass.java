import javax.script.ScriptEngineManager;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/code-script-helper-class")
public class CodeScriptHelperClass extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String formula = request.getParameter("formula");
            if (formula == null) formula = "0";
            Object v = Calculator.run(formula);
            response.getWriter().println(v == null ? 0 : 1);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}

class Calculator {
    static Object run(String formula) throws javax.script.ScriptException {
        StringBuilder src = new StringBuilder();
        src.append("(function(){ return ").append(formula).append("; })()");
        return new ScriptEngineManager().getEngineByExtension("js").eval(src.toString());
    }
}
