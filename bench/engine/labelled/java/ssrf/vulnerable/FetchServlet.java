import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FetchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        URL url = new URL(req.getParameter("url"));
        try (InputStream in = url.openStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
