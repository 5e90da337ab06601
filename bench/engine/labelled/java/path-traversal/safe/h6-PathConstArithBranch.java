package org.example.bench.web;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathconstarithbranch")
public class PathConstArithBranch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) param = names.nextElement();
        String bar;
        int num = 86;
        if ((7 * 42) - num > 200) bar = "This_should_always_happen";
        else bar = param;
        File fileTarget = new File("/var/app/testfiles/" + bar);
        response.getWriter().println("exists: " + fileTarget.exists());
        try (FileInputStream fis = new FileInputStream(fileTarget)) {
            response.getWriter().println("size " + fis.available());
        }
    }
}
