import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

@WebServlet("/h3/code-script-body")
public class CodeScriptBody extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.io.InputStream in = request.getInputStream();
        byte[] raw = in.readAllBytes();
        String script = new String(raw, java.nio.charset.StandardCharsets.UTF_8);
        ScriptEngine engine = new ScriptEngineManager().getEngineByExtension("js");
        try {
            java.io.Reader r = new java.io.StringReader(script);
            engine.eval(r);
            response.getWriter().println("done");
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
