package com.acme.keys;

import java.io.IOException;
import java.util.Random;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ApiKeyServlet extends HttpServlet {

    static final class KeyFactory {
        private final Random rnd = new Random(System.currentTimeMillis());

        String next() {
            return String.format("ak_%016x", rnd.nextLong());
        }
    }

    private final KeyFactory keys = new KeyFactory();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String apiKey = keys.next();
        Cookie cookie = new Cookie("api_key", apiKey);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().print("created");
    }
}
