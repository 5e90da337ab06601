package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.client.RestTemplate;

@WebServlet(value = "/ssrf-ssrfcookieresttemplate")
public class SsrfCookieRestTemplate extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String endpoint = "";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("avatarUrl")) endpoint = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            }
        }
        RestTemplate rest = new RestTemplate();
        byte[] image = rest.getForObject(endpoint, byte[].class);
        response.setContentType("image/png");
        response.getOutputStream().write(image);
    }
}
