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
        // Percent-encoded for a link's query: only unreserved characters and `%` are left.
        // ok: java-xss-servlet-response
        out.println("<a href=\"/search?q=" + Encode.forUriComponent(name) + "\">again</a>");
        // ok: java-xss-servlet-response
        out.println("<item>" + Encode.forXml(name) + "</item>");

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
    // is XSS (return-value sinks, models/spring-responses.yaml).
    @org.springframework.web.bind.annotation.GetMapping(value = "/echo", produces = "text/html")
    public String echo(@org.springframework.web.bind.annotation.RequestParam("q") String q) {
        // ruleid: java-xss-servlet-response
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
        // A JSON response is not rendered as HTML: the content type set on the response is state
        // its writer starts with.
        response.setContentType("application/json");
        response.setHeader("X-Content-Type-Options", "nosniff");
        // ok: java-xss-servlet-response
        response.getWriter().print("{\"query\": \"" + request.getParameter("q").replace("\"", "") + "\"}");
        // A chained append writes to the same JSON writer.
        // ok: java-xss-servlet-response
        response.getWriter().append("{\"n\": ").append(request.getParameter("q")).append("}");
    }
}

class ChainedWriterServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // PrintWriter's append, printf and format return the writer itself: the chain writes the page.
        // ruleid: java-xss-servlet-response
        response.getWriter().append("Hello ").append(request.getParameter("name"));
        // ruleid: java-xss-servlet-response
        response.getWriter().printf("%s", "Hello ").print(request.getParameter("name"));
        // ok: java-xss-servlet-response
        response.getWriter().format("%d items", 3).append(ESAPI.encoder().encodeForHTML(request.getParameter("name")));
        // A body read to its end by a stream utility is the request's text.
        // ruleid: java-xss-servlet-response
        response.getWriter().print(org.apache.commons.io.IOUtils.toString(request.getInputStream(), "UTF-8"));
        // ruleid: java-xss-servlet-response
        response.getWriter().print(com.google.common.io.CharStreams.toString(request.getReader()));
        // ok: java-xss-servlet-response
        response.getWriter().print(org.apache.commons.io.IOUtils.toString(getClass().getResourceAsStream("/banner.html"), "UTF-8"));
    }
}

@org.springframework.web.bind.annotation.RestController
class GreetingApi {
    // No `produces`: content negotiation answers a browser with text/html.
    @org.springframework.web.bind.annotation.GetMapping("/hello")
    public String hello(@org.springframework.web.bind.annotation.RequestParam("name") String name) {
        // ruleid: java-xss-servlet-response
        return "Hello " + name;
    }

    @org.springframework.web.bind.annotation.GetMapping(value = "/hello.json", produces = org.springframework.http.MediaType.APPLICATION_JSON_VALUE)
    public String helloJson(@org.springframework.web.bind.annotation.RequestParam("name") String name) {
        // ok: java-xss-servlet-response
        return "{\"greeting\": \"Hello " + name + "\"}";
    }

    @org.springframework.web.bind.annotation.GetMapping(value = "/hello.txt", produces = "text/plain")
    public String helloText(@org.springframework.web.bind.annotation.RequestParam("name") String name) {
        // ok: java-xss-servlet-response
        return "Hello " + name;
    }

    @org.springframework.web.bind.annotation.GetMapping("/hello.html")
    public String helloEscaped(@org.springframework.web.bind.annotation.RequestParam("name") String name) {
        // ok: java-xss-servlet-response
        return "<p>Hello " + org.springframework.web.util.HtmlUtils.htmlEscape(name) + "</p>";
    }

    @org.springframework.web.bind.annotation.GetMapping("/card")
    public org.springframework.http.ResponseEntity<String> card(@org.springframework.web.bind.annotation.RequestParam("title") String title) {
        // ruleid: java-xss-servlet-response
        return org.springframework.http.ResponseEntity.ok().contentType(org.springframework.http.MediaType.TEXT_HTML).body("<h2>" + title + "</h2>");
    }

    @org.springframework.web.bind.annotation.GetMapping("/card.json")
    public org.springframework.http.ResponseEntity<String> cardJson(@org.springframework.web.bind.annotation.RequestParam("title") String title) {
        // ok: java-xss-servlet-response
        return org.springframework.http.ResponseEntity.ok().contentType(org.springframework.http.MediaType.APPLICATION_JSON).body("{\"title\": \"" + title + "\"}");
    }
}

@org.springframework.stereotype.Controller
class PageController {
    // A @Controller's String is a view name, not the body.
    @org.springframework.web.bind.annotation.GetMapping("/page")
    public String page(@org.springframework.web.bind.annotation.RequestParam("theme") String theme) {
        // ok: java-xss-servlet-response
        return "pages/" + theme;
    }

    @org.springframework.web.bind.annotation.GetMapping("/fragment")
    @org.springframework.web.bind.annotation.ResponseBody
    public String fragment(@org.springframework.web.bind.annotation.RequestParam("label") String label) {
        // ruleid: java-xss-servlet-response
        return "<span>" + label + "</span>";
    }
}

class ExportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // Declared JSON, then switched back to HTML before the writer is taken.
        response.setContentType("application/json");
        response.setContentType("text/html;charset=UTF-8");
        // ruleid: java-xss-servlet-response
        response.getWriter().print("<p>" + request.getParameter("q") + "</p>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Content-Type", "text/csv; charset=UTF-8");
        PrintWriter csv = response.getWriter();
        // ok: java-xss-servlet-response
        csv.println(request.getParameter("name") + ",42");
    }
}

class TagCountServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        java.util.Map<String, String[]> params = request.getParameterMap();
        String[] tags = params.get("tag");
        PrintWriter out = response.getWriter();
        // An array's length and a primitive local are numbers, whatever they were computed from.
        // ok: java-xss-servlet-response
        out.print("<p>" + (tags == null ? 0 : tags.length) + " tags</p>");
        int count = tags.length;
        // ok: java-xss-servlet-response
        out.print("<p>" + count + " tags</p>");
        boolean many = tags.length > 3 || request.getParameter("all") != null;
        // ok: java-xss-servlet-response
        out.print("<p>" + many + "</p>");
        // ruleid: java-xss-servlet-response
        out.print("<p>" + tags[0] + "</p>");
        Object first = tags[0];
        // ruleid: java-xss-servlet-response
        out.print("<p>" + first + "</p>");
        String joined = String.join(",", tags);
        // ruleid: java-xss-servlet-response
        out.print("<p>" + joined.length() + joined + "</p>");
    }
}
