import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/redirect-location-header")
public class RedirectLocationHeader extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String dest = request.getParameter("dest");
        if (dest == null) dest = "/";
        response.setStatus(HttpServletResponse.SC_FOUND);
        response.setHeader("Location", dest);
    }
}
