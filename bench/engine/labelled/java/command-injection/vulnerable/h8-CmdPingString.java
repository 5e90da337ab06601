package org.bench.h8.cmdi;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdPingString extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("host");
        if (param == null) param = "localhost";

        String bar = param.trim();
        String cmd = "ping -c 2 " + bar;

        Runtime r = Runtime.getRuntime();
        Process p = r.exec(cmd);
        try (InputStream in = p.getInputStream()) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }
}
