import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/redirect-location-status")
public class RedirectLocationStatus extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String next = request.getParameter("continue");
        if (next == null || next.isEmpty()) next = "/home";
        response.setStatus(HttpServletResponse.SC_FOUND);
        response.setHeader("Location", next.trim());
    }
}
