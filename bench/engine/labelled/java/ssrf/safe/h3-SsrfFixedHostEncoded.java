import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/ssrf-fixed-host-encoded")
public class SsrfFixedHostEncoded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String isbn = request.getParameter("isbn");
        if (isbn == null) isbn = "";
        URL url = new URL("https://books.example.com/api/lookup?isbn=" + java.net.URLEncoder.encode(isbn, "UTF-8"));
        try (InputStream in = url.openStream()) {
            response.getWriter().println(in.read());
        }
    }
}
