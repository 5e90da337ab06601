package com.acme.cart;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CartImportServlet extends HttpServlet {

    @Override
    @SuppressWarnings("unchecked")
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            List<String> items = (List<String>) in.readObject();
            request.getSession().setAttribute("cartSize", items.size());
            response.getWriter().printf("imported %d items", items.size());
        } catch (ClassNotFoundException e) {
            response.sendError(400, "unsupported payload");
        }
    }
}
