import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/redirect-allow-map")
public class RedirectAllowMap extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("to");
        String target = "/home";
        if ("orders".equals(param)) {
            target = "/account/orders";
        } else if ("profile".equals(param)) {
            target = "/account/profile";
        }
        response.sendRedirect(target);
    }
}
