package org.example.bench.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdheaderbase64processbuilder")
public class CmdHeaderBase64ProcessBuilder extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("X-Archive") != null) {
            param = request.getHeader("X-Archive");
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = doSomething(request, param);
        List<String> argList = new ArrayList<String>();
        argList.add("bash");
        argList.add("-c");
        argList.add("tar -tzf /srv/archives/" + bar);
        ProcessBuilder pb = new ProcessBuilder();
        pb.command(argList);
        Process p = pb.start();
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        response.getWriter().println("exit " + p.exitValue());
    }

    private static String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
        String bar = "";
        if (param != null) {
            bar = new String(java.util.Base64.getDecoder().decode(java.util.Base64.getEncoder().encode(param.getBytes())));
        }
        return bar;
    }
}
