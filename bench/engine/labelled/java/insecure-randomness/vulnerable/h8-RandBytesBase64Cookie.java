package org.bench.h8.rand;

import java.io.IOException;
import java.util.Base64;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandBytesBase64Cookie extends HttpServlet {

    private final Random random = new Random(System.nanoTime());

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String csrf = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);

        Cookie cookie = new Cookie("XSRF-TOKEN", csrf);
        cookie.setSecure(true);
        cookie.setPath("/");
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
