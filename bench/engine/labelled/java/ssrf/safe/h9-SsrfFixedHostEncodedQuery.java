package com.beacon.weather;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SsrfFixedHostEncodedQuery extends HttpServlet {

    private static final String API = "https://api.weather.example/v2/current?units=metric&city=";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String city = request.getParameter("city");
        if (city == null) {
            city = "Oslo";
        }
        URL url = new URL(API + URLEncoder.encode(city, StandardCharsets.UTF_8));
        response.setContentType("application/json");
        try (InputStream in = url.openStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
