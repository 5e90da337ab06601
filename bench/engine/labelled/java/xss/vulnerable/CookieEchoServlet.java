import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieEchoServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String nick = "guest";
        for (Cookie c : req.getCookies()) {
            if ("nick".equals(c.getName())) {
                nick = c.getValue();
            }
        }
        resp.getWriter().write("<p>Signed in as " + nick + "</p>");
    }
}
