package org.example.bench.web;

import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserclasspathresource")
public class DeserClasspathResource extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("locale");
        try (ObjectInputStream ois = new ObjectInputStream(getClass().getResourceAsStream("/defaults/settings.ser"))) {
            Object defaults = ois.readObject();
            response.getWriter().println(defaults != null && param != null);
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
    }
}
