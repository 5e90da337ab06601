import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class InvoiceDownloadServlet extends HttpServlet {
    private static final File INVOICES = new File("/srv/invoices");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        File f = new File(INVOICES, req.getParameter("file"));
        if (!f.isFile()) {
            resp.sendError(404);
            return;
        }
        resp.setContentType("application/pdf");
        Files.copy(f.toPath(), resp.getOutputStream());
    }
}
