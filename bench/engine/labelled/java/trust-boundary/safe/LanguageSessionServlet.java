import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LanguageSessionServlet extends HttpServlet {
    private static final Set<String> LANGS = Set.of("en", "de", "fr", "es");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = req.getParameter("lang");
        if (lang == null || !LANGS.contains(lang)) {
            lang = "en";
        }
        req.getSession().setAttribute("lang", lang);
        resp.sendRedirect("settings");
    }
}
