import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cmd-cookie-helper-const-env")
public class CmdCookieHelperConstEnv extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "noCookieValueSupplied";
        javax.servlet.http.Cookie[] theCookies = request.getCookies();
        if (theCookies != null) {
            for (javax.servlet.http.Cookie theCookie : theCookies) {
                if (theCookie.getName().equals("h5in")) {
                    param = java.net.URLDecoder.decode(theCookie.getValue(), "UTF-8");
                    break;
                }
            }
        }
        String bar = new Test().doSomething(request, param);
        String cmd = "echo";
        String[] argsEnv = {bar};
        Runtime r = Runtime.getRuntime();
        Process p = r.exec(cmd, argsEnv, new java.io.File(System.getProperty("user.dir")));
        response.getWriter().println(p.toString());
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
