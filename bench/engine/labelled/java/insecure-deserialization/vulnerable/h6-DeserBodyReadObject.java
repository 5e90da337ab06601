package org.example.bench.web;

import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserbodyreadobject")
public class DeserBodyReadObject extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try (ObjectInputStream ois = new ObjectInputStream(request.getInputStream())) {
            Object cart = ois.readObject();
            request.getSession().setAttribute("cart", cart.toString().length());
            response.getWriter().println("cart restored");
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
    }
}
