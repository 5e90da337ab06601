import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionKeyServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) {
            param = names.nextElement();
        }
        request.getSession().putValue(param, "10340");
        response.getWriter().println("flag set");
    }
}
