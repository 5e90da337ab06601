package org.example.bench.web;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/path-traversal-pathparamfileinputstream")
public class PathParamFileInputStream extends HttpServlet {

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
        String bar = param;
        StringBuilder sb = new StringBuilder(bar);
        sb.append("");
        String fileName = sb.toString();
        File fileTarget = new File(new File(System.getProperty("user.dir"), "testfiles"), fileName);
        try (FileInputStream fis = new FileInputStream(fileTarget)) {
            byte[] b = new byte[1000];
            int size = fis.read(b);
            response.getWriter().println("The beginning of file: '" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(fileTarget.getPath()) + "' is:\n\n" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(new String(b, 0, size)));
        }
    }
}
