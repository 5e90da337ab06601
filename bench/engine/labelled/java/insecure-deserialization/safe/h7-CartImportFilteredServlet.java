package com.acme.cart;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CartImportFilteredServlet extends HttpServlet {

    private static final ObjectInputFilter CART_FILTER =
            ObjectInputFilter.Config.createFilter("java.util.ArrayList;java.lang.String;maxdepth=3;!*");

    @Override
    @SuppressWarnings("unchecked")
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            in.setObjectInputFilter(CART_FILTER);
            List<String> items = (List<String>) in.readObject();
            response.getWriter().printf("imported %d items", items.size());
        } catch (ClassNotFoundException | java.io.InvalidClassException e) {
            response.sendError(400, "unsupported payload");
        }
    }
}
