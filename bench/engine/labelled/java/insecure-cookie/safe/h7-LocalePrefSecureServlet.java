package com.acme.prefs;

import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LocalePrefSecureServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String sessionKey = request.getSession(true).getId();
        Cookie sid = new Cookie("ACME_SID", sessionKey);
        sid.setHttpOnly(true);
        sid.setSecure(true);
        sid.setPath(request.getContextPath());
        response.addCookie(sid);
        response.setContentType("application/json");
        response.getWriter().print("{\"ok\":true}");
    }
}
