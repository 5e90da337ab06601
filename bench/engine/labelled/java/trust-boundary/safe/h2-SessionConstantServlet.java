import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionConstantServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("theme");
        String theme = "dark".equals(param) ? "dark" : "light";
        request.getSession().setAttribute("theme", theme);
        response.getWriter().println("theme set");
    }
}
