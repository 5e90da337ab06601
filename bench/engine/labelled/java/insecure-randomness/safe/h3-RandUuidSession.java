import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/rand-uuid-session")
public class RandUuidSession extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sid = java.util.UUID.randomUUID().toString();
        Cookie c = new Cookie("uploadSession", sid);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        int shade = new java.util.Random().nextInt(3);
        response.getWriter().println("<div class='banner-" + shade + "'>ready</div>");
    }
}
