package fixtures.xss;

import com.google.common.html.HtmlEscapers;
import com.google.common.net.UrlEscapers;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.jsoup.Jsoup;
import org.jsoup.safety.Safelist;
import org.springframework.web.util.HtmlUtils;

public class ParameterEchoServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        Map<String, String[]> params = request.getParameterMap();
        for (Map.Entry<String, String[]> e : params.entrySet()) {
            // ok: java-xss-servlet-response
            out.println("<li>" + HtmlUtils.htmlEscape(e.getKey()) + "=" + HtmlUtils.htmlEscape(e.getValue()[0]) + "</li>");
            // Parameter names are chosen by the client as freely as their values.
            // ruleid: java-xss-servlet-response
            out.println("<dt>" + e.getKey() + "</dt>");
        }
        String bio = request.getParameter("bio");
        // ok: java-xss-servlet-response
        out.println(Jsoup.clean(bio, Safelist.basic()));
        // ok: java-xss-servlet-response
        out.println(HtmlEscapers.htmlEscaper().escape(bio));
        // ok: java-xss-servlet-response
        out.println("<a href='/search?q=" + java.net.URLEncoder.encode(bio, "UTF-8") + "'>search</a>");
        // A URL escaper is made for query strings, not for markup.
        // ruleid: java-xss-servlet-response
        out.println("<a href='/p?bio=" + UrlEscapers.urlFragmentEscaper().escape(bio) + "'>" + bio + "</a>");
    }
}
