import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ListRemoveExecServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("dir");
        List<String> valuesList = new ArrayList<String>();
        valuesList.add("safe");
        valuesList.add(param);
        valuesList.add("moresafe");
        valuesList.remove(0);
        String bar = valuesList.get(1);
        String cmd = "ls -la /var/data/" + bar;
        Process p = Runtime.getRuntime().exec(cmd);
        response.getWriter().println(p.isAlive());
    }
}
