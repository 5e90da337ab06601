package org.bench.h8.cookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSecureHelper extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sessionToken = request.getSession(true).getId();
        Cookie auth = harden(new Cookie("AUTH", sessionToken));
        auth.setMaxAge(60 * 60 * 8);
        auth.setPath("/");
        response.addCookie(auth);
        response.sendRedirect(request.getContextPath() + "/dashboard");
    }

    private static Cookie harden(Cookie cookie) {
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        return cookie;
    }
}
