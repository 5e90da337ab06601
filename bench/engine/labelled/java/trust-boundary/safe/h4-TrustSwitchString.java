import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/trust-switch-string")
public class TrustSwitchString extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String name = request.getParameter("name");
        String v;
        switch ("b") {
            case "a":
                v = name;
                break;
            case "b":
                v = "anon";
                break;
            default:
                v = name;
        }
        request.getSession().putValue("user", v);
        response.getWriter().println("hello");
    }
}
