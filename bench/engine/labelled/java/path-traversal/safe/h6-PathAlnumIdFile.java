package org.example.bench.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathalnumidfile")
public class PathAlnumIdFile extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String id = request.getParameter("id");
        if (id == null || !id.matches("[A-Za-z0-9_-]{1,40}")) {
            response.sendError(400, "bad id");
            return;
        }
        File f = new File("/var/app/invoices/" + id + ".pdf");
        response.setContentType("application/pdf");
        Files.copy(f.toPath(), response.getOutputStream());
    }
}
