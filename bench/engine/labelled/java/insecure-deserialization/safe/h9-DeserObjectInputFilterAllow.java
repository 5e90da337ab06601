package com.tidal.sync;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserObjectInputFilterAllow extends HttpServlet {

    private static final ObjectInputFilter ONLY_STRING_LISTS = ObjectInputFilter.Config.createFilter(
            "java.util.ArrayList;java.lang.String;maxdepth=3;maxarray=10000;!*");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            in.setObjectInputFilter(ONLY_STRING_LISTS);
            Object value = in.readObject();
            if (!(value instanceof ArrayList)) {
                response.sendError(400);
                return;
            }
            response.getWriter().print("received " + ((ArrayList<?>) value).size());
        } catch (ClassNotFoundException | java.io.InvalidClassException e) {
            response.sendError(400);
        }
    }
}
