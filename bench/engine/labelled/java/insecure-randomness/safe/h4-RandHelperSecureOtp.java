import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/rand-helper-secure-otp")
public class RandHelperSecureOtp extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String otp = OtpSource.next();
        request.getSession().setAttribute("otp", otp);
        response.getWriter().println("otp sent");
    }
}

class OtpSource {
    private static final java.security.SecureRandom RNG = new java.security.SecureRandom();

    static String next() {
        return String.format("%06d", RNG.nextInt(1000000));
    }
}
