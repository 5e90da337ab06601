import java.security.SecureRandom;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/rand-strong-session")
public class RandStrongSession extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            SecureRandom strong = SecureRandom.getInstanceStrong();
            long id = strong.nextLong();
            request.getSession().setAttribute("resetToken", Long.toHexString(id));
            response.getWriter().println("reset started");
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
