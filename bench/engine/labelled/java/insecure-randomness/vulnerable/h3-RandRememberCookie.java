import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/rand-remember-cookie")
public class RandRememberCookie extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        long value = new java.util.Random().nextLong();
        String token = Long.toHexString(value);
        Cookie c = new Cookie("rememberToken", token);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        request.getSession().setAttribute("rememberToken", token);
        response.getWriter().println("remembered");
    }
}
