/**
 * A host allow-list kept in the application's configuration: Spring binds `hooks.allowed-hosts=a,b`
 * from application.properties into a `@ConfigurationProperties` bean's `List<String>`, so
 * `props.getAllowedHosts().contains(uri.getHost())` checks the host against hosts the server chose,
 * as a constant list would (api-guards.ts). A list the request supplies proves nothing.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type SourceFile } from '../../src/engine/index.js';

const PROPS = `package demo.hooks;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "hooks")
public class HookProperties {
    private List<String> allowedHosts;

    public List<String> getAllowedHosts() { return allowedHosts; }
    public void setAllowedHosts(List<String> allowedHosts) { this.allowedHosts = allowedHosts; }
}
`;

const SERVICE = `package demo.hooks;

import java.net.URI;
import java.util.Arrays;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;

@Service
public class HookService {
    private final RestTemplate rest;
    private final HookProperties props;

    public HookService(RestTemplate rest, HookProperties props) {
        this.rest = rest;
        this.props = props;
    }

    public void notifyConfigured(String hookUrl) {
        URI uri = URI.create(hookUrl);
        if (!props.getAllowedHosts().contains(uri.getHost())) {
            throw new IllegalArgumentException("host not allowed");
        }
        rest.postForObject(uri, "{}", String.class);
    }

    public void notifyChosen(String hookUrl, String[] allowed) {
        URI uri = URI.create(hookUrl);
        if (!Arrays.asList(allowed).contains(uri.getHost())) {
            throw new IllegalArgumentException("host not allowed");
        }
        rest.postForObject(uri, "{}", String.class);
    }
}
`;

const CONTROLLER = `package demo.hooks;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HookController {
    private final HookService hooks;

    public HookController(HookService hooks) { this.hooks = hooks; }

    @PostMapping("/hooks/configured")
    public void configured(@RequestParam String url) { hooks.notifyConfigured(url); }

    @PostMapping("/hooks/chosen")
    public void chosen(@RequestParam String url, @RequestParam String[] allow) { hooks.notifyChosen(url, allow); }
}
`;

const file = (p: string, text: string): SourceFile => ({ path: p, content: Buffer.from(text) });

describe('Java host allow-lists bound from the application configuration', () => {
  it('a configured List<String> checks the host; a list from the request does not', async () => {
    const result = await analyzeFiles(
      [
        file('src/main/resources/application.properties', 'hooks.allowed-hosts=hooks.partner.example,status.partner.example\n'),
        file('src/main/java/demo/hooks/HookProperties.java', PROPS),
        file('src/main/java/demo/hooks/HookService.java', SERVICE),
        file('src/main/java/demo/hooks/HookController.java', CONTROLLER),
      ],
      { parallel: false, secrets: false },
    );
    const ssrf = [...new Set(result.findings.filter((f) => f.category === 'ssrf' && f.filePath.endsWith('HookService.java')).map((f) => f.lineNumber))].sort((a, b) => a - b);
    // Only notifyChosen's request (line 31) is reported; notifyConfigured's (line 23) is checked.
    expect(ssrf).toEqual([31]);
  });
});
