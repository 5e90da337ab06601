package org.example.bench.web;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathswitchconstfileout")
public class PathSwitchConstFileOut extends HttpServlet {

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
        String bar;
        String guess = "ABC";
        char switchTarget = guess.charAt(1);
        switch (switchTarget) {
            case 'A': bar = param; break;
            case 'B': bar = "bob"; break;
            case 'C': case 'D': bar = param; break;
            default: bar = "bob's your uncle"; break;
        }
        try (FileOutputStream fos = new FileOutputStream(new File("/var/app/testfiles/" + bar), false)) {
            fos.write(1);
        }
    }
}
