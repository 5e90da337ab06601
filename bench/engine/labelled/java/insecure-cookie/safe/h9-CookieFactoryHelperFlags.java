package com.summit.prefs;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieFactoryHelperFlags extends HttpServlet {

    private static Cookie hardened(String name, String value, int maxAge) {
        Cookie c = new Cookie(name, value);
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
        c.setMaxAge(maxAge);
        return c;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String tz = "UTC".equals(req.getParameter("tz")) ? "UTC" : "Europe/Oslo";
        resp.addCookie(hardened("tz", tz, 365 * 24 * 3600));
        resp.addCookie(hardened("device_id", java.util.UUID.randomUUID().toString(), 365 * 24 * 3600));
        resp.setStatus(204);
    }
}
