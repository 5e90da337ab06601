import java.io.IOException;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandomTokenServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        long l = new Random().nextLong();
        String rememberMeKey = Long.toString(l, 36);
        request.getSession().setAttribute("resetToken", rememberMeKey);
        response.getWriter().println("token issued");
    }
}
