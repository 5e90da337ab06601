package org.bench.h8.cookie;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieHeaderSecure extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sid = UUID.randomUUID().toString();
        request.getSession().setAttribute("cartSid", sid);
        response.addHeader("Set-Cookie", "CART_SID=" + sid + "; Path=/; Secure; HttpOnly; SameSite=Lax");
        response.getWriter().println("cart created");
    }
}
