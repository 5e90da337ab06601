package org.example.bench.web;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathheaderfilereader")
public class PathHeaderFileReader extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("X-Log-Name");
        if (param == null) param = "app.log";
        String[] parts = ("logs/" + param).split("\\?");
        String bar = parts[0];
        try (BufferedReader reader = new BufferedReader(new FileReader("/var/log/app/" + bar))) {
            response.setContentType("text/plain");
            response.getWriter().println(reader.readLine());
        }
    }
}
