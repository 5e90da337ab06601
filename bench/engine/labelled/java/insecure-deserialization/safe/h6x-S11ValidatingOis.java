package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.serialization.ValidatingObjectInputStream;

@WebServlet(value = "/insecure-deserialization-s11validatingois")
public class S11ValidatingOis extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try (ValidatingObjectInputStream in = new ValidatingObjectInputStream(request.getInputStream())) {
            in.accept(java.util.ArrayList.class, String.class);
            response.getWriter().println(in.readObject() != null);
        } catch (ClassNotFoundException e) { throw new ServletException(e); }
    }
}
