import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NextParamRedirectServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String next = request.getParameter("next");
        if (next == null || next.isEmpty()) {
            next = "/dashboard";
        }
        request.getSession().setAttribute("loggedIn", Boolean.TRUE);
        response.sendRedirect(next);
    }
}
