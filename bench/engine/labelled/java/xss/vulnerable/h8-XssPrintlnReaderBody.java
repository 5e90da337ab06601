package org.bench.h8.xss;

import java.io.BufferedReader;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssPrintlnReaderBody extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        BufferedReader reader = request.getReader();
        StringBuilder body = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            body.append(line).append('\n');
        }
        String[] parts = body.toString().split("\n", 2);
        String title = parts[0];

        response.setContentType("text/html");
        response.getWriter().println("<html><body><h1>Preview: " + title + "</h1></body></html>");
    }
}
