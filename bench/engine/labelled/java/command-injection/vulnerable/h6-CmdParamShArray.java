package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdparamsharray")
public class CmdParamShArray extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("host");
        if (param == null) param = "";
        String bar = param.replace("\n", "");
        String[] args = {"sh", "-c", "ping -c 1 " + bar};
        Runtime r = Runtime.getRuntime();
        try {
            Process p = r.exec(args);
            java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream()));
            String line;
            while ((line = in.readLine()) != null) {
                response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(line));
            }
        } catch (IOException e) {
            response.getWriter().println("Problem executing cmd");
        }
    }
}
