import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-list-removed")
public class CmdListRemoved extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("dir");
        java.util.List<String> items = new java.util.ArrayList<String>();
        items.add(param);
        items.add("/var/tmp");
        items.add("/opt");
        items.remove(0);
        String target = items.get(0);
        Process proc = Runtime.getRuntime().exec("ls -l " + target);
        response.getWriter().println(proc.isAlive());
    }
}
