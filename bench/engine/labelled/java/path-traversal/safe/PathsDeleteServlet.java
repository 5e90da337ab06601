import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathsDeleteServlet extends HttpServlet {
    private static final Path ROOT = Paths.get("/var/uploads").toAbsolutePath().normalize();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path target = ROOT.resolve(req.getParameter("file")).normalize();
        if (!target.startsWith(ROOT)) {
            resp.sendError(400);
            return;
        }
        Files.deleteIfExists(target);
        resp.setStatus(204);
    }
}
