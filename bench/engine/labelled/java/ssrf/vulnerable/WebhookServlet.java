import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class WebhookServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String callback = req.getParameter("callback");
        HttpURLConnection conn = (HttpURLConnection) new URL(callback).openConnection();
        conn.setRequestMethod("POST");
        resp.setStatus(conn.getResponseCode());
    }
}
