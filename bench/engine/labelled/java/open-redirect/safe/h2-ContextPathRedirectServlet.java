import java.io.IOException;
import java.net.URLEncoder;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ContextPathRedirectServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("tab");
        if (param == null) param = "summary";
        String location = "/account/settings?tab=" + URLEncoder.encode(param, "UTF-8");
        response.sendRedirect(location);
    }
}
