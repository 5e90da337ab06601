package com.acme.keys;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ApiKeyUuidServlet extends HttpServlet {

    static final class KeyFactory {
        String next() {
            return "ak_" + UUID.randomUUID().toString().replace("-", "");
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
