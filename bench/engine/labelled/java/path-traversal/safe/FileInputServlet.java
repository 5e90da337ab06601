import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FileInputServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String template = req.getHeader("X-Template");
        if (template == null || template.contains("..") || template.contains("/")) {
            resp.sendError(400);
            return;
        }
        try (InputStream in = new FileInputStream("/opt/app/templates/" + template)) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
