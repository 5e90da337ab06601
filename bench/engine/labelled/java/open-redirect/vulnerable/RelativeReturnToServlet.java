import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RelativeReturnToServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String target = req.getParameter("returnTo");
        if (target == null || !target.startsWith("/") || target.startsWith("//")) {
            target = "/";
        }
        resp.sendRedirect(target);
    }
}
