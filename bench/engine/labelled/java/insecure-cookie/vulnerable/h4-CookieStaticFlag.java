import javax.servlet.http.Cookie;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cookie-static-flag")
public class CookieStaticFlag extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final boolean SECURE_COOKIES = false;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Cookie c = new Cookie("remember", "r" + System.nanoTime());
        c.setSecure(SECURE_COOKIES);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("remembered");
    }
}
