import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/code-map-ternary-const-eval")
public class CodeMapTernaryConstEval extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        java.util.Map<String, String[]> map = request.getParameterMap();
        String param = "";
        if (!map.isEmpty()) {
            String[] values = map.get("h5in");
            if (values != null) param = values[0];
        }
        int num = 106;
        String bar = (7 * 18) + num > 200 ? "This_should_always_happen" : param;
        try {
            javax.script.ScriptEngine engine = new javax.script.ScriptEngineManager().getEngineByName("javascript");
            Object out = engine.eval("var total = " + bar + ";");
            response.getWriter().println(String.valueOf(out).length());
        } catch (javax.script.ScriptException e) {
            throw new ServletException(e);
        }
    }
}
