import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Sha1PrngServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
            double rand = random.nextDouble();
            String token = Double.toString(rand).substring(2);
            request.getSession().setAttribute("csrf", token);
            response.getWriter().println("ok");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
