import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SwitchScriptServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("expr");
        String guess = "ABC";
        char switchTarget = guess.charAt(1);
        String bar;
        switch (switchTarget) {
            case 'A':
                bar = param;
                break;
            case 'B':
                bar = "6 * 7";
                break;
            case 'C':
            case 'D':
                bar = param;
                break;
            default:
                bar = "0";
                break;
        }
        try {
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
            response.getWriter().println(engine.eval(bar));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
