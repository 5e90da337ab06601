package org.clearbrook.water.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/staff/gateway-check")
public class GatewayCheckServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String host = request.getParameter("host");
        boolean verbose = request.getParameter("verbose") != null;
        ProcessBuilder pb = verbose
                ? new ProcessBuilder("/bin/sh", "-c", "traceroute -n " + host)
                : new ProcessBuilder("ping", "-c", "3", "-W", "2", host);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        response.setContentType("text/plain;charset=UTF-8");
        response.getWriter().print(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }
}
