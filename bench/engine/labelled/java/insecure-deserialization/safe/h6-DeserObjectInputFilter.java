package org.example.bench.web;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserobjectinputfilter")
public class DeserObjectInputFilter extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try (ObjectInputStream ois = new ObjectInputStream(request.getInputStream())) {
            ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.acme.cart.CartDto;java.lang.*;java.util.ArrayList;!*"));
            Object cart = ois.readObject();
            response.getWriter().println("cart restored " + (cart != null));
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
    }
}
