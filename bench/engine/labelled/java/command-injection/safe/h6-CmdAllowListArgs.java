package org.example.bench.web;

import java.io.IOException;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdallowlistargs")
public class CmdAllowListArgs extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String service = request.getParameter("service");
        if (service == null || !ALLOWED_SERVICES.contains(service)) {
            response.sendError(400, "unknown service");
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("systemctl", "status", service);
        Process p = pb.start();
        try {
            response.getWriter().println("exit " + p.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static final Set<String> ALLOWED_SERVICES = Set.of("nginx", "postgresql", "redis");
}
