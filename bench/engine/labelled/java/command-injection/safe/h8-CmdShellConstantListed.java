package org.bench.h8.cmdi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdShellConstantListed extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-Archive-Name");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");

        List<String> names = new ArrayList<>();
        names.add("nightly");
        names.add(param);
        names.add("weekly");
        String bar = names.get(0);

        List<String> argv = new ArrayList<>();
        argv.add("sh");
        argv.add("-c");
        argv.add("tar czf /var/archives/" + bar + ".tgz /srv/data");

        ProcessBuilder pb = new ProcessBuilder();
        pb.command(argv);
        Process p = pb.start();
        try {
            response.getWriter().println(p.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
