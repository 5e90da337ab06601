import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EnvExecServlet extends HttpServlet {
    private static final Map<String, String> LOCALES = Map.of("de", "de_DE.UTF-8", "fr", "fr_FR.UTF-8");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String locale = LOCALES.getOrDefault(req.getHeader("Accept-Language"), "en_US.UTF-8");
        String[] env = {"LANG=" + locale, "PATH=/usr/bin"};
        Runtime.getRuntime().exec(new String[] {"/usr/bin/report"}, env);
        resp.setStatus(202);
    }
}
