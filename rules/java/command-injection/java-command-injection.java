package fixtures.command;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

public class ToolsServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + host);

        // ruleid: java-command-injection
        new ProcessBuilder("sh", "-c", "nslookup " + host).start();

        List<String> command = new ArrayList<>();
        command.add("traceroute");
        command.add(host);
        ProcessBuilder builder = new ProcessBuilder();
        // ok: java-command-injection (a fixed program, no shell: the list's first element is "traceroute")
        builder.command(command);

        String[] shell = {"/bin/sh", "-c", "host " + host};
        // ruleid: java-command-injection
        Runtime.getRuntime().exec(shell);

        int count = Integer.parseInt(request.getParameter("count"));
        // ok: java-command-injection
        Runtime.getRuntime().exec(new String[] {"ping", "-c", String.valueOf(count), "localhost"});

        String tool;
        if ("dns".equals(request.getParameter("tool"))) {
            tool = "/usr/bin/dig";
        } else {
            tool = "/usr/bin/ping";
        }
        // ok: java-command-injection
        new ProcessBuilder(tool, "localhost").start();

        // An anonymous class capturing a local of the enclosing method: its methods run in the
        // scope the class is instantiated in.
        Runnable task = new Runnable() {
            @Override
            public void run() {
                try {
                    // ruleid: java-command-injection
                    Runtime.getRuntime().exec("nslookup " + host);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        task.run();

        // The environment array: `LD_PRELOAD=` or `BASH_ENV=` from the request runs the caller's code.
        String[] env = {"PATH=/usr/bin", "BASH_ENV=" + request.getParameter("profile")};
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("/usr/bin/report", env);

        // ruleid: java-command-injection
        Runtime.getRuntime().exec(new String[] {"/usr/bin/report"}, new String[] {request.getHeader("X-Env")}, new java.io.File("/srv/reports"));

        // Constant variables and a number from the request: nothing the caller can inject.
        String[] fixedEnv = {"LANG=C", "TZ=UTC", "JOBS=" + count};
        // ok: java-command-injection
        Runtime.getRuntime().exec(new String[] {"/usr/bin/report", "--daily"}, fixedEnv, new java.io.File("/srv/reports"));

        // A fixed program run without a shell: request data is one of its arguments, parsed by no shell.
        // ok: java-command-injection
        new ProcessBuilder("/usr/bin/ping", "-c", "1", host).start();
        String[] lookup = {"nslookup", host};
        // ok: java-command-injection
        Runtime.getRuntime().exec(lookup);
        // ok: java-command-injection
        new ProcessBuilder(new String[] {"dig", "+short", host}).start();
        // ok: java-command-injection
        new ProcessBuilder(List.of("whois", host)).start();
        // The program is a shell, chosen per operating system: the request-built string is a script.
        String[] osShell = System.getProperty("os.name").contains("Windows")
            ? new String[] {"cmd.exe", "/c", "echo " + host}
            : new String[] {"sh", "-c", "echo " + host};
        // ruleid: java-command-injection
        new ProcessBuilder(osShell).start();
        // ruleid: java-command-injection
        new ProcessBuilder("C:\\Windows\\System32\\cmd.exe", "/c", "type " + host).start();
        // ruleid: java-command-injection
        Runtime.getRuntime().exec(new String[] {"/usr/bin/env", host});
        // The program itself from the request.
        // ruleid: java-command-injection
        new ProcessBuilder(request.getParameter("tool"), "--version").start();

        final boolean debug = false;
        if (debug) {
            // ok: java-command-injection
            Runtime.getRuntime().exec(request.getParameter("cmd"));
        }
    }
}

@RestController
class ArchiveController {
    @PostMapping("/archive")
    public String archive(@RequestParam("dir") String dir) throws IOException {
        // ok: java-command-injection (a fixed program and no shell; a `--`-option in `dir` would be argument injection, CWE-88, not this rule)
        Process p = Runtime.getRuntime().exec(new String[] {"tar", "czf", "/tmp/out.tgz", dir});
        return "started";
    }
}
