package com.ridge.netops;

import java.io.IOException;
import java.util.regex.Pattern;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdPingArgvValidated extends HttpServlet {

    private static final Pattern HOSTNAME = Pattern.compile("^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})$");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String host = request.getParameter("host");
        if (host == null || !HOSTNAME.matcher(host).matches()) {
            response.sendError(400, "invalid host");
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("ping", "-c", "3", host);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        response.setContentType("text/plain");
        p.getInputStream().transferTo(response.getOutputStream());
    }
}
