import java.io.IOException;
import java.util.HashMap;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MapKeyExecServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("args");
        HashMap<String, Object> map = new HashMap<String, Object>();
        map.put("keyA", "uptime");
        map.put("keyB", param);
        map.put("keyC", "whoami");
        String bar = (String) map.get("keyA");
        String[] envp = {"PATH=/usr/bin:/bin"};
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", bar}, envp);
        response.getWriter().println(p.isAlive());
    }
}
