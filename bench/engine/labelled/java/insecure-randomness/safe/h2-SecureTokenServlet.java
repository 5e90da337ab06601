import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SecureTokenServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        String rememberMeKey = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        request.getSession().setAttribute("resetToken", rememberMeKey);
        response.getWriter().println("token issued");
    }
}
