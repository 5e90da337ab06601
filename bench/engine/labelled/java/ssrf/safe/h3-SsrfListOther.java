import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/ssrf-list-other")
public class SsrfListOther extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("mirror");
        java.util.LinkedList<String> mirrors = new java.util.LinkedList<String>();
        mirrors.add("https://mirror-a.example.com/index");
        mirrors.add(param);
        String chosen = mirrors.getFirst();
        URL url = new URL(chosen);
        try (InputStream in = url.openConnection().getInputStream()) {
            response.getWriter().println(in.read());
        }
    }
}
