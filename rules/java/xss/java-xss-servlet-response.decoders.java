package fixtures.xss;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;
import org.owasp.esapi.ESAPI;

// Decoding after escaping gives the raw text back (`decodes` propagator rows, encoders.yaml).
public class RoundTripServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        String q = request.getParameter("q");
        // ruleid: java-xss-servlet-response
        out.println(ESAPI.encoder().decodeForHTML(ESAPI.encoder().encodeForHTML(q)));
        // ruleid: java-xss-servlet-response
        out.println(URLDecoder.decode(URLEncoder.encode(q, "UTF-8"), "UTF-8"));
        // ruleid: java-xss-servlet-response
        out.println(StringEscapeUtils.unescapeHtml4(StringEscapeUtils.escapeHtml4(q)));
        String escaped = ESAPI.encoder().encodeForHTML(q);
        byte[] packed = Base64.getEncoder().encode(escaped.getBytes());
        // ruleid: java-xss-servlet-response
        out.println(new String(Base64.getDecoder().decode(packed)) + ESAPI.encoder().canonicalize(escaped));
        // Escaped after decoding: clean.
        // ok: java-xss-servlet-response
        out.println(ESAPI.encoder().encodeForHTML(URLDecoder.decode(q, "UTF-8")));
        // ok: java-xss-servlet-response
        out.println(StringEscapeUtils.escapeHtml4(new String(Base64.getDecoder().decode(q))));
    }
}
