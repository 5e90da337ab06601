package com.deskline.util;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** Small wrapper around external tools (tar, pdftotext, df) used by exports and the admin page. */
@Component
public class ShellRunner {

    private static final Logger log = LoggerFactory.getLogger(ShellRunner.class);

    public String run(String commandLine) throws IOException {
        log.debug("exec: {}", commandLine);
        Process process = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", commandLine});
        return collect(process);
    }

    public String runArgs(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        return collect(process);
    }

    private String collect(Process process) throws IOException {
        try (InputStream out = process.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("command timed out");
            }
            return text;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }
}
