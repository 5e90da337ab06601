import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HttpClientServlet extends HttpServlet {
    private final HttpClient client = HttpClient.newHttpClient();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String self = new URL(req.getRequestURL().toString()).getHost();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://status.internal.example/check?caller=" + self.length())).build();
        try {
            HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
            resp.setStatus(r.statusCode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
