import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionCookieHelperServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sid = UUID.randomUUID().toString();
        response.addCookie(CookieFactory.build("SESSIONID", sid));
        response.getWriter().println("welcome");
    }
}

class CookieFactory {
    static Cookie build(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setPath("/");
        c.setMaxAge(3600);
        return c;
    }
}
