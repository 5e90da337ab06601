import java.io.IOException;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SelfLinkServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        URL self = new URL(req.getRequestURL().toString());
        String host = self.getHost();
        int port = self.getPort();
        resp.setContentType("text/plain");
        resp.getWriter().println("Served by " + host.length() + " " + port);
    }
}
