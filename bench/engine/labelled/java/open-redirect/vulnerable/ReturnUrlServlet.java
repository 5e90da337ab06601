import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class ReturnUrlServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(true);
        session.setAttribute("uid", 42L);
        String target = req.getParameter("returnUrl");
        if (target == null || target.isEmpty()) {
            target = req.getContextPath() + "/home";
        }
        resp.sendRedirect(target);
    }
}
