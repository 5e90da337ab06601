import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/trust-names-map-other-set-attr")
public class TrustNamesMapOtherSetAttr extends HttpServlet {
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
        java.util.HashMap<String, Object> map71 = new java.util.HashMap<String, Object>();
        map71.put("keyA", "a-Value");
        map71.put("keyB", param);
        map71.put("keyC", "another-Value");
        String bar = (String) map71.get("keyA");
        request.getSession().setAttribute(bar, "10340");
        response.getWriter().println("Item: '" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(bar) + "' with value: '10340' saved in session.");
    }
}
