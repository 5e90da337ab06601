import java.net.HttpURLConnection;
import java.net.URL;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ssrf-dead-switch")
public class SsrfDeadSwitch extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String feed = request.getParameter("feed");
            String target;
            switch ("local") {
                case "remote":
                    target = feed;
                    break;
                case "local":
                    target = "http://127.0.0.1:8080/feed.xml";
                    break;
                default:
                    target = feed;
            }
            HttpURLConnection conn = (HttpURLConnection) new URL(target).openConnection();
            response.getWriter().println(conn.getResponseCode());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
