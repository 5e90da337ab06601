import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cookie-httponly-only")
public class CookieHttpOnlyOnly extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String pref = request.getParameter("layout");
        if (pref == null) pref = "grid";
        Cookie c = new Cookie("layout", java.net.URLEncoder.encode(pref, "UTF-8"));
        c.setHttpOnly(true);
        c.setMaxAge(60 * 60 * 24);
        c.setPath(request.getRequestURI());
        response.addCookie(c);
        response.getWriter().println("saved");
    }
}
