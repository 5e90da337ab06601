import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/rand-secure-int-bound-cookie")
public class RandSecureIntBoundCookie extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String bar = param;
        int r = new java.security.SecureRandom().nextInt(99999);
        String rememberMeKey = Integer.toString(r);
        javax.servlet.http.Cookie rememberMe = new javax.servlet.http.Cookie("rememberMe", rememberMeKey);
        rememberMe.setSecure(true);
        rememberMe.setHttpOnly(true);
        response.addCookie(rememberMe);
        response.getWriter().println("Welcome back");
    }
}
