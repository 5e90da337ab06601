package org.clearbrook.water.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.TimeUnit;

public final class ShellRunner {

    private ShellRunner() {
    }

    public static int run(String commandLine) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", commandLine});
        drain(p.getInputStream());
        return p.waitFor(60, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    public static int runArgs(List<String> argv) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        drain(p.getInputStream());
        return p.waitFor(60, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    private static void drain(InputStream in) throws IOException {
        in.transferTo(OutputStream.nullOutputStream());
    }
}
