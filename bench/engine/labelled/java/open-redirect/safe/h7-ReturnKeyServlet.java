package com.acme.web;

import java.io.IOException;
import java.util.Map;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReturnKeyServlet extends HttpServlet {

    private static final Map<String, String> DESTINATIONS = Map.of(
            "home", "/home",
            "cart", "/cart",
            "orders", "/account/orders");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String key = findCookie(req, "returnTo");
        resp.setStatus(HttpServletResponse.SC_FOUND);
        resp.setHeader("Location", DESTINATIONS.getOrDefault(key, "/"));
    }

    private static String findCookie(HttpServletRequest req, String name) {
        Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie c : cookies) {
            if (name.equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }
}
