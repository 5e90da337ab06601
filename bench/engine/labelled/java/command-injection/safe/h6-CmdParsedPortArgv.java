package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdparsedportargv")
public class CmdParsedPortArgv extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String raw = request.getParameter("port");
        int port;
        try {
            port = Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        Process p = Runtime.getRuntime().exec("nc -z localhost " + port);
        try {
            response.getWriter().println(p.waitFor() == 0 ? "open" : "closed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
