import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ShellBuilderServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long exportId = Long.parseLong(req.getParameter("id"));
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "gzip -k /data/exports/" + exportId + ".csv");
        pb.start();
        resp.setStatus(202);
    }
}
