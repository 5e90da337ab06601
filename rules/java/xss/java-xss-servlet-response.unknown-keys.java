package fixtures.xss;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// A map write under a key that is not a known constant may replace any entry already there
// (`containers` put rows): a later read of a constant key sees the old value or the new one.
public class CookiePrefsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        Map<String, String> prefs = new HashMap<>();
        prefs.put("nick", "visitor");
        prefs.put("theme", "light");
        for (Cookie c : request.getCookies()) {
            prefs.put(c.getName(), c.getValue());
        }
        // ruleid: java-xss-servlet-response
        out.println("<p>" + prefs.get("nick") + "</p>");

        Map<String, String> labels = new HashMap<>();
        labels.put("nick", "visitor");
        for (Cookie c : request.getCookies()) {
            labels.put(c.getName(), "seen");
        }
        // ok: java-xss-servlet-response
        out.println("<p>" + labels.get("nick") + "</p>");

        Map<String, String> known = new HashMap<>();
        known.put("nick", "visitor");
        known.put("raw", request.getParameter("raw"));
        // ok: java-xss-servlet-response
        out.println("<p>" + known.get("nick") + "</p>");
    }
}
