package com.acme.ops;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NetProbeCheckedServlet extends HttpServlet {

    private static final Pattern HOSTNAME = Pattern.compile("^[A-Za-z0-9.-]{1,253}$");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        if (host == null || !HOSTNAME.matcher(host).matches()) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid host");
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("ping", "-c", "2", host);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        response.setContentType("text/plain");
        PrintWriter out = response.getWriter();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.println(line);
            }
        }
    }
}
