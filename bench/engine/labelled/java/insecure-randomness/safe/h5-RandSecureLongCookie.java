import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/rand-secure-long-cookie")
public class RandSecureLongCookie extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String bar = param;
        long l; try { l = java.security.SecureRandom.getInstance("SHA1PRNG").nextLong(); } catch (java.security.NoSuchAlgorithmException e) { throw new ServletException(e); }
        String rememberMeKey = Long.toString(l);
        javax.servlet.http.Cookie rememberMe = new javax.servlet.http.Cookie("rememberMe", rememberMeKey);
        rememberMe.setSecure(true);
        rememberMe.setHttpOnly(true);
        response.addCookie(rememberMe);
        response.getWriter().println("Welcome back");
    }
}
