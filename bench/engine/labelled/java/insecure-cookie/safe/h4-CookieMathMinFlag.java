import javax.servlet.http.Cookie;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cookie-math-min-flag")
public class CookieMathMinFlag extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int low = Math.min(4, 9);
        boolean secure = low == 4;
        Cookie c = new Cookie("cart", "c" + System.nanoTime());
        c.setSecure(secure);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("cart ready");
    }
}
