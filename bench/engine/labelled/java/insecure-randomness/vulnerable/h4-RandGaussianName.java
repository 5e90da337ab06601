import javax.servlet.http.Cookie;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/rand-gaussian-name")
public class RandGaussianName extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        double g = new java.util.Random().nextGaussian();
        String remember = Double.toString(g).substring(2);
        Cookie c = new Cookie("rememberMe", remember);
        c.setSecure(true);
        response.addCookie(c);
        response.getWriter().println("ok");
    }
}
