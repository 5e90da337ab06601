import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrackingCookieServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie auth = new Cookie("auth_token", req.getSession().getId());
        auth.setHttpOnly(true);
        auth.setSecure(true);
        auth.setAttribute("SameSite", "Strict");
        resp.addCookie(auth);
        resp.setStatus(204);
    }
}
