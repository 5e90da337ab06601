package org.example.bench.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-s5canonicalcheck")
public class S5CanonicalCheck extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        File base = new File("/srv/files");
        File f = new File(base, request.getParameter("n"));
        if (!f.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator)) { response.sendError(403); return; }
        response.getOutputStream().write(Files.readAllBytes(f.toPath()));
    }
}
