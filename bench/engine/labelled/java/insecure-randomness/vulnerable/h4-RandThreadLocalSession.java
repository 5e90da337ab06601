import java.util.concurrent.ThreadLocalRandom;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/rand-thread-local-session")
public class RandThreadLocalSession extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        long id = ThreadLocalRandom.current().nextLong(1L, Long.MAX_VALUE);
        String sid = Long.toHexString(id);
        request.getSession().setAttribute("resetToken", sid);
        response.getWriter().println("reset started");
    }
}
