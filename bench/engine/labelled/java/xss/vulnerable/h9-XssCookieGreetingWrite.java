package com.lumen.portal;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssCookieGreetingWrite extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Cookie[] jar = request.getCookies() == null ? new Cookie[0] : request.getCookies();
        Optional<String> display = Arrays.stream(jar)
                .filter(c -> "displayName".equals(c.getName()))
                .map(Cookie::getValue)
                .findFirst();
        String name = URLDecoder.decode(display.orElse("guest"), StandardCharsets.UTF_8);

        response.setContentType("text/html");
        PrintWriter writer = response.getWriter();
        writer.write("<header class='top'>Welcome back, ");
        writer.write(name);
        writer.write("!</header>");
    }
}
