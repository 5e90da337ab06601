import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionTernaryServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-User");
        int num = 106;
        String bar = (7 * 18) + num > 200 ? "This_should_always_happen" : param;
        request.getSession().setAttribute("userid", bar);
        response.getWriter().println("ok");
    }
}
