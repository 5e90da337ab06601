package edu.northfield.stacks.web.servlets;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Left over from the Tomcat 9 deployment (javax namespace); mapped in web.xml under /admin. */
public class DiagnosticsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/plain");
        String check = req.getParameter("check");
        Process p;
        if ("disk".equals(check)) {
            p = Runtime.getRuntime().exec("df -h /var/stacks");
        } else {
            String host = req.getParameter("host");
            p = Runtime.getRuntime().exec("ping -c 2 " + host);
        }
        try (InputStream in = p.getInputStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
