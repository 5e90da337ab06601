import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class WebhookServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String event = URLEncoder.encode(req.getParameter("event"), StandardCharsets.UTF_8);
        HttpURLConnection conn = (HttpURLConnection) new URL("https://hooks.internal.example/notify?event=" + event).openConnection();
        conn.setRequestMethod("POST");
        resp.setStatus(conn.getResponseCode());
    }
}
