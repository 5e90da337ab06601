package demo.hooks;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import javax.servlet.http.HttpServletRequest;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@ConfigurationProperties(prefix = "hooks")
class HookProperties {
    private List<String> allowedHosts;

    public List<String> getAllowedHosts() {
        return allowedHosts;
    }

    public void setAllowedHosts(List<String> allowedHosts) {
        this.allowedHosts = allowedHosts;
    }
}

@RestController
public class HookController {
    private final RestTemplate rest = new RestTemplate();
    private final HookProperties props;

    public HookController(HookProperties props) {
        this.props = props;
    }

    @PostMapping("/hooks/test")
    public String test(@RequestParam String hookUrl) {
        URI uri = URI.create(hookUrl);
        // The allow-list comes from the application's configuration, not from the request.
        if (!"https".equals(uri.getScheme()) || !props.getAllowedHosts().contains(uri.getHost())) {
            throw new IllegalArgumentException("host not allowed");
        }
        // ok: java-ssrf
        return rest.postForObject(uri, "{}", String.class);
    }

    @PostMapping("/hooks/echo")
    public String echo(@RequestParam String hookUrl, HttpServletRequest request) {
        URI uri = URI.create(hookUrl);
        // The caller names the allowed hosts too.
        List<String> allowed = Arrays.asList(request.getParameterValues("allow"));
        if (!allowed.contains(uri.getHost())) {
            throw new IllegalArgumentException("host not allowed");
        }
        // ruleid: java-ssrf
        return rest.postForObject(uri, "{}", String.class);
    }
}
