package com.beacon.health;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfHostHeaderConnection extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String node = request.getHeader("X-Node");
        String port = request.getParameter("port");
        URL health = new URL("http://" + node + ":" + (port == null ? "8080" : port) + "/actuator/health");
        HttpURLConnection conn = (HttpURLConnection) health.openConnection();
        conn.setConnectTimeout(2000);
        conn.setReadTimeout(2000);
        conn.setRequestMethod("GET");
        int status = conn.getResponseCode();
        conn.disconnect();
        response.getWriter().print(status == 200 ? "UP" : "DOWN(" + status + ")");
    }
}
