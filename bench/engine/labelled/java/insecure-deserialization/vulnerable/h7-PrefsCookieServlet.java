package com.acme.prefs;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PrefsCookieServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> prefs = new HashMap<>();
        if (req.getCookies() != null) {
            for (Cookie cookie : req.getCookies()) {
                if (cookie.getName().equals("prefs")) {
                    prefs = decode(cookie.getValue());
                }
            }
        }
        resp.setContentType("text/plain");
        resp.getWriter().print("theme=" + prefs.getOrDefault("theme", "light").length());
    }

    @SuppressWarnings("unchecked")
    private Map<String, String> decode(String value) throws IOException {
        byte[] raw = Base64.getDecoder().decode(value);
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            return (Map<String, String>) ois.readObject();
        } catch (ClassNotFoundException e) {
            return new HashMap<>();
        }
    }
}
