import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/ssrf-url-open-stream")
public class SsrfUrlOpenStream extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String feed = request.getParameter("feed");
        if (feed == null) {
            response.sendError(400);
            return;
        }
        URL url = new URL(feed);
        try (InputStream in = url.openStream()) {
            byte[] buf = new byte[4096];
            int n = in.read(buf);
            response.getWriter().println(n);
        }
    }
}
