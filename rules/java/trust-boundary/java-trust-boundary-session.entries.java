package fixtures.trust;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class EntriesServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("agent", request.getHeader("User-Agent"));
        headers.put("lang", request.getHeader("Accept-Language"));
        for (Map.Entry<String, String> entry : headers.entrySet()) {
            // ruleid: java-trust-boundary-session
            session.setAttribute("client." + entry.getKey(), entry.getValue());
        }

        Map<String, String> fixed = new LinkedHashMap<>();
        fixed.put("channel", "web");
        fixed.put("tier", "basic");
        for (Map.Entry<String, String> entry : fixed.entrySet()) {
            // ok: java-trust-boundary-session
            session.setAttribute("client." + entry.getKey(), entry.getValue());
        }

        // The keys are constants, the values request data: only the value is tainted.
        Map<String, String> mixed = new LinkedHashMap<>();
        mixed.put("referer", request.getHeader("Referer"));
        for (Map.Entry<String, String> entry : mixed.entrySet()) {
            // ok: java-trust-boundary-session
            session.setAttribute("seen." + entry.getKey(), Boolean.TRUE);
        }

        // Every entry of the parameter map comes from the request, its key too.
        for (Map.Entry<String, String[]> entry : request.getParameterMap().entrySet()) {
            // ruleid: java-trust-boundary-session
            session.setAttribute(entry.getKey(), "seen");
        }
    }
}
