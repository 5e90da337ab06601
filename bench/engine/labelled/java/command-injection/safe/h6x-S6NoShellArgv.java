package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-s6noshellargv")
public class S6NoShellArgv extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String host = request.getParameter("host");
        if (host == null || !host.matches("[a-zA-Z0-9.-]+")) { response.sendError(400); return; }
        Process p = new ProcessBuilder("ping", "-c", "1", host).start();
        response.getWriter().println(p.isAlive());
    }
}
