import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AllowMapRedirectServlet extends HttpServlet {
    private static final Map<String, String> TARGETS = new HashMap<String, String>();

    static {
        TARGETS.put("home", "/index.jsp");
        TARGETS.put("help", "https://help.example.com/start");
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("dest");
        String target = TARGETS.get(param);
        if (target == null) {
            target = "/index.jsp";
        }
        response.sendRedirect(target);
    }
}
