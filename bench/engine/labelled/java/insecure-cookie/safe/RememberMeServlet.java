import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RememberMeServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Cookie remember = new Cookie("remember", "");
        remember.setMaxAge(0);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        resp.addCookie(remember);
    }
}
