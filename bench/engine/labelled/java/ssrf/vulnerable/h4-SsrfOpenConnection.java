import java.net.HttpURLConnection;
import java.net.URL;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ssrf-open-connection")
public class SsrfOpenConnection extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String feed = request.getParameter("feed");
            if (feed == null) feed = "";
            URL u = new URL(feed);
            HttpURLConnection conn = (HttpURLConnection) u.openConnection();
            conn.setConnectTimeout(2000);
            response.getWriter().println(conn.getResponseCode());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
