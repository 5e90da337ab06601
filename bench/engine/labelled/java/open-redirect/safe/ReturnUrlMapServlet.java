import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReturnUrlMapServlet extends HttpServlet {
    private static final Map<String, String> TARGETS = Map.of("home", "/home", "billing", "/account/billing", "help", "/help");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String key = req.getParameter("returnTo");
        String target = TARGETS.getOrDefault(key == null ? "home" : key, "/home");
        resp.sendRedirect(req.getContextPath() + target);
    }
}
