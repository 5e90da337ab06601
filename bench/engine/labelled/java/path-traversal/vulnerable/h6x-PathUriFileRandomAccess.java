package org.example.bench.web;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathurifilerandomaccess")
public class PathUriFileRandomAccess extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        try {
            java.net.URI fileURI = new java.net.URI("file", null, "/var/app/testfiles/" + param.replace('\\', '/'), null, null);
            File fileTarget = new File(fileURI);
            response.getWriter().println(fileTarget.exists());
        } catch (java.net.URISyntaxException e) {
            throw new ServletException(e);
        }
        try (RandomAccessFile raf = new RandomAccessFile("/var/app/testfiles/" + param, "r")) {
            response.getWriter().println(raf.length());
        }
    }
}
