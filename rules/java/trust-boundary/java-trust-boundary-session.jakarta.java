package fixtures.trust.jakarta;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

/** The same servlet API under the jakarta namespace (Servlet 5+, Spring Boot 3). */
public class PreferencesServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) {
        HttpSession session = request.getSession(true);
        // ruleid: java-trust-boundary-session
        session.setAttribute("locale", request.getHeader("Accept-Language"));
        // ruleid: java-trust-boundary-session
        request.getSession().setAttribute("nick", request.getParameter("nick"));
        // ok: java-trust-boundary-session
        session.setAttribute("visits", Long.valueOf(request.getParameter("visits")));
    }
}
