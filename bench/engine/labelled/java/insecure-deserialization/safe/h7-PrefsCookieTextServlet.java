package com.acme.prefs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PrefsCookieTextServlet extends HttpServlet {

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

    private Map<String, String> decode(String value) {
        String text = new String(Base64.getDecoder().decode(value), StandardCharsets.UTF_8);
        Map<String, String> out = new HashMap<>();
        for (String pair : text.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return out;
    }
}
