package com.summit.cart;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieSetCookieHeaderBare extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String sessionKey = UUID.randomUUID().toString();
        req.getSession().setAttribute("checkoutKey", sessionKey);
        resp.addHeader("Set-Cookie", "CHECKOUT_SESSION=" + sessionKey + "; Path=/checkout; Max-Age=1800");
        resp.getWriter().print("checkout started");
    }
}
