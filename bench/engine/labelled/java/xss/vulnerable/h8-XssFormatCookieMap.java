package org.bench.h8.xss;

import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssFormatCookieMap extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String> prefs = new HashMap<>();
        prefs.put("nick", "visitor");
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                prefs.put(c.getName(), c.getValue());
            }
        }
        String nick = prefs.get("nick");

        response.getWriter().format(Locale.US, "<div class=\"greeting\">Welcome back, %s!</div>", nick);
    }
}
