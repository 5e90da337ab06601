package org.bench.h8.trust;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustCookieHelperConst extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("remember".equals(c.getName())) {
                    param = c.getValue();
                    break;
                }
            }
        }

        String bar = new Relay().pass(param);
        request.getSession().setAttribute("userid", bar);
        response.getWriter().println("session updated");
    }

    static class Relay {
        String pass(String v) {
            String[] holder = {"x", v};
            return holder[0];
        }
    }
}
