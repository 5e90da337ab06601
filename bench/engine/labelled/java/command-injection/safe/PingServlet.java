import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        Process p = new ProcessBuilder("ping", "-c", "1", host).start();
        resp.getWriter().println("started " + p.pid());
    }
}
