import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-validated-enum")
public class TrustValidatedEnum extends HttpServlet {
    private static final long serialVersionUID = 1L;

    enum Size { SMALL, MEDIUM, LARGE }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("size");
        Size size = Size.MEDIUM;
        for (Size s : Size.values()) {
            if (s.name().equalsIgnoreCase(param)) size = s;
        }
        request.getSession().setAttribute("size", size.name());
        response.getWriter().println("size saved");
    }
}
