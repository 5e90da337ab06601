import java.io.InputStream;
import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ssrf-allow-map-host")
public class SsrfAllowMapHost extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            Map<String, String> backends = new HashMap<>();
            backends.put("a", "http://127.0.0.1:8081/status");
            backends.put("b", "http://127.0.0.1:8082/status");
            String key = request.getParameter("backend");
            String url = backends.getOrDefault(key, "http://127.0.0.1:8081/status");
            try (InputStream in = new URL(url).openStream()) {
                response.getWriter().println(in.read());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
