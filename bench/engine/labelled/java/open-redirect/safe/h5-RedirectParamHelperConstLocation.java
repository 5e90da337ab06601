import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/redirect-param-helper-const-location")
public class RedirectParamHelperConstLocation extends HttpServlet {
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
        String bar = new Test().doSomething(request, param);
        response.setStatus(HttpServletResponse.SC_FOUND);
        response.setHeader("Location", bar);
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            String bar = "safe!";
            java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
            map.put("keyA", "a_Value");
            map.put("keyB", param);
            map.put("keyC", "another_Value");
            bar = (String) map.get("keyA");
            return bar;
        }
    }
}
