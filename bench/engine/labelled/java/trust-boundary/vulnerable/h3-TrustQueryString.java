import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-query-string")
public class TrustQueryString extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String qs = request.getQueryString();
        String locale = "en";
        if (qs != null && qs.startsWith("locale=")) {
            locale = qs.substring("locale=".length());
            int amp = locale.indexOf('&');
            if (amp > 0) locale = locale.substring(0, amp);
            locale = java.net.URLDecoder.decode(locale, "UTF-8");
        }
        new Store(request.getSession()).remember(locale);
        response.getWriter().println("locale saved");
    }

    static class Store {
        private final javax.servlet.http.HttpSession s;
        Store(javax.servlet.http.HttpSession s) { this.s = s; }
        void remember(String v) { s.setAttribute("userLocale", v); }
    }
}
