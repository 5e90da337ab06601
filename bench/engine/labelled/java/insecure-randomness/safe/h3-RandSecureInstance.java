import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/rand-secure-instance")
public class RandSecureInstance extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            java.security.SecureRandom sr = java.security.SecureRandom.getInstance("SHA1PRNG");
            byte[] bytes = new byte[24];
            sr.nextBytes(bytes);
            String csrf = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            request.getSession().setAttribute("csrfToken", csrf);
            response.getWriter().println("<input type='hidden' name='csrf' value='" + csrf + "'>");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
