package fixtures.xss;

import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;
import org.owasp.encoder.Encode;
import org.owasp.esapi.ESAPI;

public class GreetingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        // ruleid: java-xss-servlet-response
        response.getWriter().println("<h1>Hello " + name + "</h1>");

        PrintWriter out = response.getWriter();
        // ruleid: java-xss-servlet-response
        out.print("<p>" + request.getHeader("Referer") + "</p>");

        for (Cookie cookie : request.getCookies()) {
            // ruleid: java-xss-servlet-response
            out.write(cookie.getValue());
        }

        // ok: java-xss-servlet-response
        out.println("<h1>Hello " + Encode.forHtml(name) + "</h1>");
        // ok: java-xss-servlet-response
        out.println("<h1>Hello " + StringEscapeUtils.escapeHtml4(name) + "</h1>");
        // ok: java-xss-servlet-response
        out.println(ESAPI.encoder().encodeForHTML(name));

        int page = Integer.parseInt(request.getParameter("page"));
        // ok: java-xss-servlet-response
        out.println("<p>Page " + page + "</p>");

        // A PrintWriter over a log file is not the HTML page.
        PrintWriter audit = new PrintWriter(new FileWriter("/var/log/app/audit.log", true));
        // ok: java-xss-servlet-response
        audit.println("greeted " + name);

        // ruleid: java-xss-servlet-response
        response.getOutputStream().print(request.getParameter("msg"));
        // ruleid: java-xss-servlet-response
        out.printf("<td>%s</td>", request.getParameter("cell"));

        final boolean echoQuery = false;
        if (echoQuery) {
            // ok: java-xss-servlet-response
            out.println(request.getQueryString());
        }
    }
}

@org.springframework.web.bind.annotation.RestController
class EchoController {
    // Spring writes a returned String as the response body; with a text/html content type this
    // is XSS, but the engine has no model for return values of handler methods.
    @org.springframework.web.bind.annotation.GetMapping(value = "/echo", produces = "text/html")
    public String echo(@org.springframework.web.bind.annotation.RequestParam("q") String q) {
        // todoruleid: java-xss-servlet-response
        return "<p>" + q + "</p>";
    }

    @org.springframework.web.bind.annotation.GetMapping(value = "/count", produces = "text/html")
    public String count(@org.springframework.web.bind.annotation.RequestParam("n") int n) {
        // ok: java-xss-servlet-response
        return "<p>" + n + "</p>";
    }
}

class ApiServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // A JSON response is not rendered as HTML; the analysis does not track the content type
        // set on the response, so the write is still reported.
        response.setContentType("application/json");
        response.setHeader("X-Content-Type-Options", "nosniff");
        // todook: java-xss-servlet-response
        response.getWriter().print("{\"query\": \"" + request.getParameter("q").replace("\"", "") + "\"}");
    }
}
