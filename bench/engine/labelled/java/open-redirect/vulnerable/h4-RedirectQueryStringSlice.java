import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/redirect-query-string-slice")
public class RedirectQueryStringSlice extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String qs = request.getQueryString();
        String target = "/";
        if (qs != null) {
            int at = qs.indexOf("next=");
            if (at >= 0) {
                target = java.net.URLDecoder.decode(qs.substring(at + 5), "UTF-8");
            }
        }
        response.sendRedirect(target);
    }
}
