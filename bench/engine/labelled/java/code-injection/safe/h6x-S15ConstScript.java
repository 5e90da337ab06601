package org.example.bench.web;

import java.io.IOException;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-s15constscript")
public class S15ConstScript extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String q = request.getParameter("q");
        try {
            Object r = new ScriptEngineManager().getEngineByName("javascript").eval("[1,2,3].length");
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(q) + r);
        } catch (javax.script.ScriptException e) { throw new ServletException(e); }
    }
}
