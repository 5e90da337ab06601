package com.tidal.sync;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserBodyObjectStream extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            @SuppressWarnings("unchecked")
            List<String> changes = (List<String>) in.readObject();
            response.getWriter().print("applied " + changes.size() + " changes");
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}
