import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionRoleServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String requested = req.getParameter("role");
        req.getSession().setAttribute("requestedAdmin", "admin".equals(requested));
        resp.setStatus(204);
    }
}
