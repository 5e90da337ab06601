import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FetchServlet extends HttpServlet {
    private static final Set<String> HOSTS = Set.of("cdn.partner.example", "static.partner.example");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        URL url = new URL(req.getParameter("url"));
        if (!"https".equals(url.getProtocol()) || !HOSTS.contains(url.getHost())) {
            resp.sendError(400);
            return;
        }
        try (InputStream in = url.openStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
