import java.io.InputStream;
import java.net.URL;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ssrf-fixed-host-query")
public class SsrfFixedHostQuery extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String q = request.getParameter("q");
            if (q == null) q = "";
            URL u = new URL("http://127.0.0.1:9200/search?q=" + java.net.URLEncoder.encode(q, "UTF-8"));
            try (InputStream in = u.openStream()) {
                response.getWriter().println(in.read());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
