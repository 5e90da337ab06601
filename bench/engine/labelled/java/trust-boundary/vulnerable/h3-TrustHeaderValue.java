import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-header-value")
public class TrustHeaderValue extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String role = "";
        java.util.Enumeration<String> hs = request.getHeaders("X-Role");
        while (hs.hasMoreElements()) {
            role = hs.nextElement();
        }
        role = java.net.URLDecoder.decode(role, "UTF-8");
        javax.servlet.http.HttpSession session = request.getSession();
        session.setAttribute("role", role);
        response.getWriter().println("role stored");
    }
}
