import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class InvoiceDownloadNormalizedServlet extends HttpServlet {
    private static final Path INVOICES = Paths.get("/srv/invoices").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path f = INVOICES.resolve(req.getParameter("file")).normalize();
        if (!f.startsWith(INVOICES)) {
            resp.sendError(400);
            return;
        }
        resp.setContentType("application/pdf");
        Files.copy(f, resp.getOutputStream());
    }
}
