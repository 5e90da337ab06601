import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionCookieServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        for (Cookie c : req.getCookies()) {
            if ("tenant".equals(c.getName())) {
                req.getSession().setAttribute("tenantId", c.getValue());
            }
        }
        resp.setStatus(204);
    }
}
