package org.example.bench.web;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-ssrfmapotherkeyclient")
public class SsrfMapOtherKeyClient extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("url");
        if (param == null) param = "";
        HashMap<String, Object> map = new HashMap<String, Object>();
        map.put("keyA-3", "https://status.example.com/health");
        map.put("keyB-3", param);
        String bar = (String) map.get("keyA-3");
        HttpClient client = HttpClient.newHttpClient();
        try {
            HttpResponse<String> res = client.send(HttpRequest.newBuilder(URI.create(bar)).build(), HttpResponse.BodyHandlers.ofString());
            response.getWriter().println(res.statusCode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
