import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ShellBuilderServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String file = req.getParameter("file");
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "gzip -k /data/exports/" + file);
        pb.start();
        resp.setStatus(202);
    }
}
