import java.io.InputStream;
import java.net.URL;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ssrf-host-format")
public class SsrfHostFormat extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String host = request.getParameter("host");
            if (host == null) host = "127.0.0.1";
            String url = String.format("http://%s/status", host);
            try (InputStream in = new URL(url).openStream()) {
                response.getWriter().println(in.read());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
