import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RememberMeServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie remember = new Cookie("remember", (String) req.getAttribute("rememberToken"));
        remember.setSecure(false);
        remember.setHttpOnly(true);
        remember.setMaxAge(30 * 24 * 3600);
        resp.addCookie(remember);
    }
}
