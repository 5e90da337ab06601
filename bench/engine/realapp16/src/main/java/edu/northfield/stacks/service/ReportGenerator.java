package edu.northfield.stacks.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/** Wraps the circulation report scripts that the library's IT team maintains in /opt/stacks/bin. */
public class ReportGenerator {
    private static final Set<String> FORMATS = Set.of("pdf", "csv", "xlsx");

    public Path annualReport(String year) throws IOException, InterruptedException {
        Path out = Files.createTempFile("circulation-", ".pdf");
        Process p = new ProcessBuilder("/bin/sh", "-c", "/opt/stacks/bin/annual-report.sh " + year + " > " + out).start();
        p.waitFor();
        return out;
    }

    public Path overdueReport(String format, int days) throws IOException, InterruptedException {
        String chosen = FORMATS.contains(format) ? format : "pdf";
        Path out = Files.createTempFile("overdue-", "." + chosen);
        Process p = new ProcessBuilder("/opt/stacks/bin/overdue-report.sh", "--format", chosen, "--days", Integer.toString(days), "--out", out.toString()).start();
        p.waitFor();
        return out;
    }
}
