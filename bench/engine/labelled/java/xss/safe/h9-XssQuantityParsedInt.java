package com.lumen.cart;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssQuantityParsedInt extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int qty;
        try {
            qty = Integer.parseInt(request.getParameter("qty"));
        } catch (NumberFormatException e) {
            qty = 1;
        }
        qty = Math.max(1, Math.min(qty, 99));
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.print("<p class='cart-msg'>Added " + qty + " item(s) to your cart.</p>");
    }
}
