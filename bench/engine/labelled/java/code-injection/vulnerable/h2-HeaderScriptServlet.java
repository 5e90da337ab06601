import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HeaderScriptServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        if (request.getHeader("X-Calc") != null) {
            param = request.getHeader("X-Calc");
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String script = ScriptHelper.wrap(param);
        try {
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");
            Object out = engine.eval(script);
            response.getWriter().println(String.valueOf(out).length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}

class ScriptHelper {
    static String wrap(String body) {
        StringBuilder sb = new StringBuilder();
        sb.append("var total = 0; ");
        sb.append(body);
        return sb.toString();
    }
}
