package org.example.bench.web;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathvalueshelperoutputstream")
public class PathValuesHelperOutputStream extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("name");
        String param = (values != null && values.length > 0) ? values[0] : "";
        String bar = Helper.normalise(param);
        File target = new File("/var/app/uploads/" + bar);
        try (FileOutputStream fos = new FileOutputStream(target, false)) {
            fos.write("uploaded".getBytes());
        }
        response.getWriter().println("stored");
    }

    static class Helper {
        static String normalise(String value) {
            String trimmed = value.trim();
            return trimmed.toLowerCase();
        }
    }
}
