package edu.northfield.stacks.util;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

public final class ShellRunner {
    private ShellRunner() {
    }

    public static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException("command failed: " + output);
        }
        return output;
    }
}
