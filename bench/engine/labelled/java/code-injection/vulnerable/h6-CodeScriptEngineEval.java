package org.example.bench.web;

import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codescriptengineeval")
public class CodeScriptEngineEval extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("formula");
        if (param == null) param = "1+1";
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        try {
            Object result = engine.eval(param);
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(String.valueOf(result)));
        } catch (ScriptException e) {
            throw new ServletException(e);
        }
    }
}
