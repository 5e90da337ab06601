package com.summit.cart;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieHeaderStrictFlags extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String key = UUID.randomUUID().toString();
        request.getSession().setAttribute("checkoutKey", key);
        response.setHeader("Set-Cookie",
                String.format("CHECKOUT_SESSION=%s; Path=/checkout; Max-Age=1800; Secure; HttpOnly; SameSite=Strict", key));
        response.getWriter().print("checkout started");
    }
}
