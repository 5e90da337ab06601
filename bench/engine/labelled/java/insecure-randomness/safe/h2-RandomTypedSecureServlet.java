import java.io.IOException;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandomTypedSecureServlet extends HttpServlet {
    private final Random generator = new java.security.SecureRandom();

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int value = generator.nextInt(1000000);
        String code = String.format("%06d", value);
        request.getSession().setAttribute("otp", code);
        response.getWriter().println("sent");
    }
}
