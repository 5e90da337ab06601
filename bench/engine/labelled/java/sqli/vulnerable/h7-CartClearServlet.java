package com.acme.cart;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CartClearServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String cartId = "0";
        for (Cookie c : request.getCookies()) {
            if ("cart".equals(c.getName())) {
                cartId = c.getValue();
            }
        }
        String sql = String.format("DELETE FROM cart_items WHERE cart_id = %s", cartId);
        try (Connection conn = DriverManager.getConnection("jdbc:postgresql://db/shop", "shop", System.getenv("DB_PASS"));
             Statement stmt = conn.createStatement()) {
            int removed = stmt.executeUpdate(sql);
            response.getWriter().printf("removed %d%n", removed);
        } catch (SQLException e) {
            response.sendError(500);
        }
    }
}
