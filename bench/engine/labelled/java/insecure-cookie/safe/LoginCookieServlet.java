import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LoginCookieServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie session = new Cookie("SESSION", (String) req.getAttribute("sessionToken"));
        session.setPath("/");
        session.setSecure(true);
        session.setHttpOnly(true);
        resp.addCookie(session);
    }
}
