import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EnvExecServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String locale = req.getHeader("Accept-Language");
        String[] env = {"LANG=" + locale, "PATH=/usr/bin"};
        Runtime.getRuntime().exec(new String[] {"/usr/bin/report"}, env);
        resp.setStatus(202);
    }
}
