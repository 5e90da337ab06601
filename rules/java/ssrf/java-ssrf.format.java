package fixtures.ssrf;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FormatUrlServlet extends HttpServlet {
    private static final String API = "https://api.example.com";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = URLEncoder.encode(request.getParameter("user"), StandardCharsets.UTF_8);
        String fixed = String.format("%s/avatars?user=%s", API, user);
        // ok: java-ssrf
        try (InputStream in = URI.create(fixed).toURL().openStream()) { in.transferTo(response.getOutputStream()); }

        String item = request.getParameter("item");
        // ok: java-ssrf
        new URL(String.format("https://api.example.com/items/%s%n", item)).openStream().close();
        // ok: java-ssrf
        new URL("%s/items/%s".formatted(API, item)).openStream().close();
        // ok: java-ssrf
        URI.create(API + "/items/" + item).toURL().openStream().close();

        String base = request.getParameter("base");
        // ruleid: java-ssrf
        new URL(String.format("%s/avatars?user=%s", base, user)).openStream().close();
        // The scheme alone is fixed: the host is the request's.
        // ruleid: java-ssrf
        new URL(String.format("https://%s/health", base)).openStream().close();
        // A padded or numbered conversion is not the value's text as is.
        // ruleid: java-ssrf
        new URL(String.format("%10s/health", base)).openStream().close();
        // ruleid: java-ssrf
        URI.create(base).toURL().openStream().close();
        // ruleid: java-ssrf
        new URL("%s/items".formatted(base)).openStream().close();
    }
}
