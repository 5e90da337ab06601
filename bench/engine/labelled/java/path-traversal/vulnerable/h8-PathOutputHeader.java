package org.bench.h8.path;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathOutputHeader extends HttpServlet {

    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        java.util.Enumeration<String> names = request.getHeaderNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            if (name.equalsIgnoreCase("x-upload-name")) {
                param = request.getHeader(name);
                break;
            }
        }

        StringBuilder target = new StringBuilder("/var/uploads/");
        target.append(param);

        try (InputStream in = request.getInputStream();
             FileOutputStream out = new FileOutputStream(target.toString(), false)) {
            in.transferTo(out);
        }
        response.setStatus(201);
    }
}
