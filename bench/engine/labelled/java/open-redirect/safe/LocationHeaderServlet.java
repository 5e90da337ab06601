import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LocationHeaderServlet extends HttpServlet {
    private static final Map<String, String> PAGES = Map.of("home", "/", "cart", "/cart", "account", "/account");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setStatus(HttpServletResponse.SC_SEE_OTHER);
        resp.setHeader("Location", PAGES.getOrDefault(req.getParameter("next"), "/"));
    }
}
