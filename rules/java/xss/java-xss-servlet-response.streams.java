package fixtures.xss;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.util.HtmlUtils;

public class StreamListServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        List<String> tags = new ArrayList<>();
        tags.add("news");
        tags.add(request.getParameter("tag"));
        String joined = tags.stream().map(String::trim).collect(Collectors.joining("</li><li>"));
        // ruleid: java-xss-servlet-response
        out.print("<ul><li>" + joined + "</li></ul>");
        List<String> upper = tags.stream().filter(t -> !t.isEmpty()).collect(Collectors.toList());
        // ruleid: java-xss-servlet-response
        out.print(upper.get(0));

        List<String> escaped = new ArrayList<>();
        escaped.add("news");
        escaped.add(HtmlUtils.htmlEscape(request.getParameter("tag")));
        // ok: java-xss-servlet-response
        out.print(escaped.stream().collect(Collectors.joining(", ")));

        List<String> fixed = new ArrayList<>();
        fixed.add("news");
        fixed.add("sport");
        // ok: java-xss-servlet-response
        out.print(fixed.stream().map(String::toUpperCase).collect(Collectors.joining(", ")));
    }
}
