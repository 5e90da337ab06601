package fixtures.trust;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class LoginServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession();
        String user = request.getParameter("user");
        // ruleid: java-trust-boundary-session
        session.setAttribute("user", user);
        // ruleid: java-trust-boundary-session
        request.getSession().setAttribute("role", request.getHeader("X-Role"));

        // ok: java-trust-boundary-session
        session.setAttribute("page", Integer.parseInt(request.getParameter("page")));
        // ok: java-trust-boundary-session
        session.setAttribute("role", "guest");

        String theme = "light";
        if ("dark".equals(request.getParameter("theme"))) {
            theme = "dark";
        }
        // ok: java-trust-boundary-session
        session.setAttribute("theme", theme);

        // A comparison with constants is a boolean, not request data.
        boolean admin = "admin".equals(request.getParameter("role"));
        // ok: java-trust-boundary-session
        session.setAttribute("admin", admin);
        String role = request.getParameter("role");
        // ok: java-trust-boundary-session
        session.setAttribute("isEditor", role.equalsIgnoreCase("editor"));
        // The attribute's name from the request.
        // ruleid: java-trust-boundary-session
        session.setAttribute(request.getParameter("key"), "seen");
    }
}
