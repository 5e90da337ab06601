import javax.servlet.http.Cookie;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cookie-secure-false-value")
public class CookieSecureFalseValue extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String theme = request.getParameter("theme");
        if (theme == null) theme = "light";
        Cookie c = new Cookie("theme", java.net.URLEncoder.encode(theme, "UTF-8"));
        c.setSecure(false);
        c.setHttpOnly(true);
        c.setPath(request.getRequestURI());
        response.addCookie(c);
        response.getWriter().println("saved");
    }
}
