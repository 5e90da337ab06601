package org.example.bench.web;

import groovy.lang.GroovyShell;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codegroovyshellbody")
public class CodeGroovyShellBody extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String script = new String(request.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        GroovyShell shell = new GroovyShell();
        Object out = shell.evaluate(script);
        response.getWriter().println(out == null ? "null" : "done");
    }
}
