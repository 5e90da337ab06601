package org.example.bench.web;

import java.io.BufferedReader;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdreaderbodycommand")
public class CmdReaderBodyCommand extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        BufferedReader reader = request.getReader();
        StringBuilder body = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            body.append(line);
        }
        String target = body.toString().trim();
        ProcessBuilder pb = new ProcessBuilder("/usr/bin/env");
        pb.command("sh", "-c", "nslookup " + target);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        java.io.InputStream out = proc.getInputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = out.read(buf)) > 0) {
            response.getOutputStream().write(buf, 0, n);
        }
    }
}
