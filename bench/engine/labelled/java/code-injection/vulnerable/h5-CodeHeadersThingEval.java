import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/code-headers-thing-eval")
public class CodeHeadersThingEval extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-H5-In");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        Thing thing = ThingFactory.createThing("echo");
        String bar = thing.doSomething(param);
        try {
            javax.script.ScriptEngine engine = new javax.script.ScriptEngineManager().getEngineByName("javascript");
            Object out = engine.eval("var total = " + bar + ";");
            response.getWriter().println(String.valueOf(out).length());
        } catch (javax.script.ScriptException e) {
            throw new ServletException(e);
        }
    }

    interface Thing {
        String doSomething(String i);
    }

    static class EchoThing implements Thing {
        public String doSomething(String i) {
            StringBuilder sb = new StringBuilder();
            sb.append(i);
            return sb.toString();
        }
    }

    static class FixedThing implements Thing {
        public String doSomething(String i) {
            return "constant_result";
        }
    }

    static class ThingFactory {
        static Thing createThing(String kind) {
            if ("echo".equals(kind)) return new EchoThing();
            return new FixedThing();
        }
    }
}
