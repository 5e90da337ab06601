package org.example.bench.web;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-p16canonicalhelper")
public class P16CanonicalHelper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String name = request.getParameter("f");
        File f = confine(name);
        try (FileInputStream in = new FileInputStream(f)) { response.getWriter().println(in.available()); }
    }

    private static File confine(String name) throws IOException {
        File base = new File("/srv/files");
        File f = new File(base, name);
        if (!f.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator)) throw new IOException("bad");
        return f;
    }
}
