package org.ridgeline.academy.lessons.cmdi;

import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/command-injection")
public class DiagnosticsController {

    private final DiagnosticsService diagnostics;

    public DiagnosticsController(DiagnosticsService diagnostics) {
        this.diagnostics = diagnostics;
    }

    @GetMapping("/ping")
    public Map<String, String> ping(@RequestParam String host) throws Exception {
        return Map.of("output", diagnostics.ping(host));
    }

    @GetMapping("/ping-checked")
    public Map<String, String> pingChecked(@RequestParam String host) throws Exception {
        return Map.of("output", diagnostics.pingChecked(host));
    }

    @GetMapping("/lookup")
    public Map<String, String> lookup(@RequestParam String domain) throws Exception {
        return Map.of("output", diagnostics.lookup(domain));
    }

    @PostMapping("/trace")
    public Map<String, String> trace(@RequestBody TraceRequest request) throws Exception {
        return Map.of("output", diagnostics.traceroute(request.host(), request.maxHops()));
    }

    @GetMapping("/disk")
    public Map<String, String> disk() throws Exception {
        return Map.of("output", diagnostics.diskUsage());
    }

    @GetMapping("/whois")
    public Map<String, String> whois(@RequestParam String domain) throws Exception {
        return Map.of("output", diagnostics.whois(domain));
    }

    public record TraceRequest(String host, int maxHops) {
    }
}
