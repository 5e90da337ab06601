package org.bench.h8.cookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSecureTernaryTrue extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String lang = request.getHeader("Accept-Language");
        if (lang == null) lang = "en";

        int num = 86;
        boolean secureFlag = (7 * 42) - num > 200 ? true : false;

        Cookie c = new Cookie("lang", lang.split(",")[0]);
        c.setSecure(secureFlag);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("language saved");
    }
}
