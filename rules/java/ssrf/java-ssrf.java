package fixtures.ssrf;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

public class PreviewServlet extends HttpServlet {
    private static final java.util.Set<String> ALLOWED_HOSTS = java.util.Set.of("feeds.example", "news.example");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String target = request.getParameter("url");
        // ruleid: java-ssrf
        HttpURLConnection conn = (HttpURLConnection) new URL(target).openConnection();
        conn.getInputStream();

        Map<String, String> partners = new HashMap<>();
        partners.put("weather", "https://api.weather.example/v1");
        partners.put("news", "https://news.example/feed");
        partners.put("requested", target);
        // ok: java-ssrf
        InputStream feed = new URL(partners.get("weather")).openStream();

        // ruleid: java-ssrf
        URI.create(request.getHeader("X-Callback")).toURL().openStream();

        int item = Integer.parseInt(request.getParameter("item"));
        // ok: java-ssrf
        new URL("https://catalog.example/items/" + item).openStream();

        // Parsing the request's own URL or a header sends nothing: no request leaves the server.
        // ok: java-ssrf
        String host = new URL(request.getRequestURL().toString()).getHost();
        URL referer = new URL(request.getHeader("Referer"));
        // ok: java-ssrf
        String back = referer.getProtocol() + "://" + host + referer.getPath();
        response.setHeader("X-Back", back);

        // A URL parsed first and opened later is still a request to where the caller said.
        URL hook = new URL(request.getParameter("hook"));
        // ruleid: java-ssrf
        hook.openStream();

        // A socket connects to the host it is made with.
        // ruleid: java-ssrf
        new java.net.Socket(request.getParameter("host"), 443).close();
        // ok: java-ssrf
        new java.net.Socket("127.0.0.1", Integer.parseInt(request.getParameter("port"))).close();

        // A fixed host with a request value in the query string or the path is no SSRF of the host.
        // ok: java-ssrf
        new URL("https://search.example/?q=" + request.getParameter("q")).openStream();
        URL item = new URL("https://catalog.example/items/" + request.getParameter("id"));
        // ok: java-ssrf
        item.openConnection();
        // ok: java-ssrf
        new URL("https", "catalog.example", 443, "/items/" + request.getParameter("id")).openStream();
        // The host is not ended: `.evil.example` or `@evil.example` changes it.
        // ruleid: java-ssrf
        new URL("https://catalog.example" + request.getParameter("path")).openStream();
        // The host checked against a constant allowlist before the URL is opened.
        URL checked = new URL(request.getParameter("feed"));
        if (!ALLOWED_HOSTS.contains(checked.getHost())) {
            response.sendError(403);
            return;
        }
        // ok: java-ssrf
        checked.openStream();
        URL pinned = new URL(request.getParameter("status"));
        if ("status.example".equals(pinned.getHost())) {
            // ok: java-ssrf
            pinned.openStream();
        }
        // Only the scheme is fixed.
        // ruleid: java-ssrf
        new URL("https://" + request.getParameter("host") + "/status").openStream();
    }
}

@RestController
class FetchController {
    private final RestTemplate rest = new RestTemplate();
    private final HttpClient client = HttpClient.newHttpClient();

    @GetMapping("/fetch")
    public String fetch(@RequestParam String url) {
        // ruleid: java-ssrf
        return rest.getForObject(url, String.class);
    }

    @GetMapping("/reactive")
    public String reactive(@RequestParam String url, @RequestParam String id) {
        // ruleid: java-ssrf
        String a = org.springframework.web.reactive.function.client.WebClient.create().get().uri(url).retrieve().bodyToMono(String.class).block();
        // ruleid: java-ssrf
        org.springframework.web.reactive.function.client.WebClient chosen = org.springframework.web.reactive.function.client.WebClient.builder().baseUrl(url).build();
        org.springframework.web.reactive.function.client.WebClient fixed = org.springframework.web.reactive.function.client.WebClient.builder().baseUrl("https://api.example.com/").build();
        // ok: java-ssrf
        String b = fixed.post().uri("https://api.example.com/items/" + id).retrieve().bodyToMono(String.class).block();
        return a + b + chosen;
    }

    @GetMapping("/user")
    public String user(@RequestParam String name) {
        // ok: java-ssrf
        return rest.getForObject("https://directory.example/users/" + name, String.class);
    }

    @GetMapping("/fetch2")
    public String fetch2(@RequestParam("u") String u) throws Exception {
        // ruleid: java-ssrf
        HttpRequest req = HttpRequest.newBuilder(URI.create(u)).GET().build();
        return client.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }

    @GetMapping("/scrape")
    public String scrape(@RequestParam("page") String page) throws IOException {
        // ruleid: java-ssrf
        return org.jsoup.Jsoup.connect(page).get().title();
    }

    @GetMapping("/status")
    public String status(@RequestParam("service") String service) {
        String base = "https://status.internal.example";
        // ok: java-ssrf
        return rest.getForObject(base + "/health", String.class);
    }
}
