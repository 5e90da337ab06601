import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/rand-math-session")
public class RandMathSession extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        double d = Math.random();
        String csrf = Double.toString(d).substring(2);
        request.getSession().setAttribute("csrfToken", csrf);
        response.getWriter().println("<input type='hidden' name='csrf' value='" + csrf + "'>");
    }
}
