import java.util.ArrayDeque;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/trust-deque-poll-first")
public class TrustDequePollFirst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String name = request.getParameter("name");
        ArrayDeque<String> q = new ArrayDeque<>();
        q.add("anonymous");
        q.add(name == null ? "" : name);
        String who = q.poll();
        request.getSession().setAttribute("user", who);
        response.getWriter().println("hello");
    }
}
