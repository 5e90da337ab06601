import javax.servlet.http.Cookie;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cookie-equals-folded")
public class CookieEqualsFolded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        boolean secure = "yes".equals("no");
        Cookie c = new Cookie("session-hint", "h-" + System.currentTimeMillis());
        c.setSecure(secure);
        c.setMaxAge(3600);
        response.addCookie(c);
        response.getWriter().println("hint set");
    }
}
