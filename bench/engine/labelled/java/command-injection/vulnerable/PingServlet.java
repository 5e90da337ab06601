import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        Process p = Runtime.getRuntime().exec("ping -c 1 " + host);
        resp.getWriter().println("started " + p.pid());
    }
}
