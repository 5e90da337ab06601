import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieEchoServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int visits = 0;
        for (Cookie c : req.getCookies()) {
            if ("visits".equals(c.getName())) {
                visits = Integer.parseInt(c.getValue());
            }
        }
        resp.getWriter().write("<p>Visit number " + visits + "</p>");
    }
}
