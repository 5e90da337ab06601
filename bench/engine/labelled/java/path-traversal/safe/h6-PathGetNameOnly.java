package org.example.bench.web;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathgetnameonly")
public class PathGetNameOnly extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("doc");
        if (param == null) param = "";
        String safeName = new File(param).getName();
        File fileTarget = new File("/var/app/docs", safeName);
        try (FileInputStream fis = new FileInputStream(fileTarget)) {
            response.setContentType("application/octet-stream");
            byte[] buf = new byte[4096];
            int n;
            while ((n = fis.read(buf)) > 0) response.getOutputStream().write(buf, 0, n);
        }
    }
}
