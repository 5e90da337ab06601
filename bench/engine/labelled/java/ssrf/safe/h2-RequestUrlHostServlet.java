import java.io.IOException;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RequestUrlHostServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        URL self = new URL(request.getRequestURL().toString());
        String host = self.getHost();
        boolean internal = host.endsWith(".internal.example.com");
        request.setAttribute("internal", internal);
        response.setContentType("text/plain");
        response.getWriter().println(internal ? "internal" : "public");
    }
}
