import java.util.Enumeration;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xss-format-locale-args")
public class XssFormatLocaleArgs extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String first = "";
        Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) {
            String n = names.nextElement();
            first = request.getParameter(n);
        }
        Object[] args = { "guest", first };
        response.getWriter().format(java.util.Locale.US, "<b>%s</b> said %s", args);
    }
}
