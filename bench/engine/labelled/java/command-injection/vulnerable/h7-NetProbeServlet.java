package com.acme.ops;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class NetProbeServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String target = request.getParameter("host");
        String host = (target == null || target.isEmpty()) ? "localhost" : target.trim();
        Process p = Runtime.getRuntime().exec("ping -c 2 " + host);
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
