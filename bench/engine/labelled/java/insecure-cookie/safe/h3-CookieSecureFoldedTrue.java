import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cookie-secure-folded-true")
public class CookieSecureFoldedTrue extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int num = 9;
        boolean secure = (num * 3) > 20;
        Cookie c = new Cookie("cart", "c-" + System.nanoTime());
        c.setSecure(secure);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("cart ready");
    }
}
