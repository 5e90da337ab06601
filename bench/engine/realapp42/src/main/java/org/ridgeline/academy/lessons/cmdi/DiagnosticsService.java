package org.ridgeline.academy.lessons.cmdi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import org.springframework.stereotype.Service;

@Service
public class DiagnosticsService {

    private static final Pattern HOSTNAME = Pattern.compile("^[a-zA-Z0-9.-]{1,253}$");

    public String ping(String host) throws IOException, InterruptedException {
        Process process = Runtime.getRuntime().exec("ping -c 2 " + host);
        return collect(process);
    }

    public String pingChecked(String host) throws IOException, InterruptedException {
        if (!HOSTNAME.matcher(host).matches()) {
            throw new IllegalArgumentException("Not a host name");
        }
        Process process = new ProcessBuilder("ping", "-c", "2", host).redirectErrorStream(true).start();
        return collect(process);
    }

    public String lookup(String domain) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("sh", "-c", "nslookup " + domain).redirectErrorStream(true).start();
        return collect(process);
    }

    public String traceroute(String host, int maxHops) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder();
        builder.command("/bin/bash", "-c", "traceroute -m " + maxHops + " " + host);
        return collect(builder.start());
    }

    public String whois(String domain) throws IOException, InterruptedException {
        Process process = Runtime.getRuntime().exec(new String[] {"whois", "--", domain});
        return collect(process);
    }

    public String diskUsage() throws IOException, InterruptedException {
        Process process = Runtime.getRuntime().exec(new String[] {"df", "-h", "/var/lib/academy"});
        return collect(process);
    }

    private String collect(Process process) throws IOException, InterruptedException {
        try (InputStream out = process.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            return text;
        }
    }
}
