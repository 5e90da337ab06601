import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HardenedHelperCookieServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Cookie c = new Cookie("SESSIONID", UUID.randomUUID().toString());
        harden(c);
        response.addCookie(c);
        response.getWriter().println("welcome");
    }

    private static void harden(Cookie c) {
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
    }
}
