package org.example.bench.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathfilesnewinputstream")
public class PathFilesNewInputStream extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("BenchmarkTest");
        if (param == null) param = "";
        param = java.net.URLDecoder.decode(param, "UTF-8");
        try (java.io.InputStream is = Files.newInputStream(Paths.get("/var/app/testfiles", param), java.nio.file.StandardOpenOption.READ)) {
            response.getWriter().println(is.available());
        }
    }
}
