import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-putvalue-name")
public class TrustPutValueName extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String key = "pref";
        java.util.Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) {
            key = names.nextElement();
        }
        request.getSession().putValue(key, "enabled");
        response.getWriter().println("ok");
    }
}
