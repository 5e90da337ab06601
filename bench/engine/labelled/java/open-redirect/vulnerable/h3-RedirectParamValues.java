import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/redirect-param-values")
public class RedirectParamValues extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] next = request.getParameterValues("next");
        String target = "/home";
        if (next != null && next.length > 0) {
            target = next[next.length - 1];
        }
        response.sendRedirect(target);
    }
}
