import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/path-names-thing-fos")
public class PathNamesThingFos extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        boolean flag = true;
        java.util.Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements() && flag) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && flag; i++) {
                    if (values[i].equals("h5in")) {
                        param = name;
                        flag = false;
                    }
                }
            }
        }
        Thing thing = ThingFactory.createThing("echo");
        String bar = thing.doSomething(param);
        String fileName = System.getProperty("user.dir") + "/testfiles/" + bar;
        try (java.io.FileOutputStream fos = new java.io.FileOutputStream(new java.io.File(fileName), false)) {
            fos.write("written".getBytes());
        }
        response.getWriter().println("ok");
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
