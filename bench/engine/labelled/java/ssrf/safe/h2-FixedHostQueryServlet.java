import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLEncoder;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FixedHostQueryServlet extends HttpServlet {
    private static final String API = "https://api.example.com/v1/lookup?q=";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("term");
        if (param == null) param = "";
        URL url = new URL(API + URLEncoder.encode(param, "UTF-8"));
        URLConnection conn = url.openConnection();
        try (InputStream in = conn.getInputStream()) {
            response.getWriter().println(in.available());
        }
    }
}
