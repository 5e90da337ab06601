import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/ssrf-host-concat")
public class SsrfHostConcat extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.util.Map<String, String[]> pm = request.getParameterMap();
        String host = "status.internal";
        if (pm.containsKey("host")) host = pm.get("host")[0];
        URL url = new URL("http://" + host + "/health");
        java.net.HttpURLConnection conn = (java.net.HttpURLConnection) url.openConnection();
        conn.setConnectTimeout(2000);
        response.getWriter().println(conn.getResponseCode());
    }
}
