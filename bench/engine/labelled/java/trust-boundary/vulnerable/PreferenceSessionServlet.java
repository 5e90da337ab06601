import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PreferenceSessionServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String key = req.getParameter("pref");
        String value = req.getParameter("value");
        req.getSession().setAttribute("pref." + key, value);
        resp.sendRedirect("settings");
    }
}
