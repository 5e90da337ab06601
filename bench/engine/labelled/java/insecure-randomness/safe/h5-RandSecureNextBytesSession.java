import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/rand-secure-next-bytes-session")
public class RandSecureNextBytesSession extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        byte[] bytes = new byte[16];
        try {
            java.security.SecureRandom.getInstance("SHA1PRNG").nextBytes(bytes);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        request.getSession().setAttribute("otp", java.util.Base64.getEncoder().encodeToString(bytes));
        response.getWriter().println("otp issued");
    }
}
