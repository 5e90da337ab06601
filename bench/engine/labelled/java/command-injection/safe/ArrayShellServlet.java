import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ArrayShellServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pattern = req.getParameter("pattern");
        String[] cmd = {"grep", "-c", "--", pattern, "/var/log/app.log"};
        Runtime.getRuntime().exec(cmd);
        resp.setStatus(202);
    }
}
