import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/xss-param-thing-fixed-println")
public class XssParamThingFixedPrintln extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        Thing thing = ThingFactory.createThing("fixed");
        String bar = thing.doSomething(param);
        response.getWriter().println("<p>" + bar + "</p>");
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
