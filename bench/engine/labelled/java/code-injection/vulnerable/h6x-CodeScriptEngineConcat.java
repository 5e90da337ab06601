package org.example.bench.web;

import java.io.IOException;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codescriptengineconcat")
public class CodeScriptEngineConcat extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        try {
            Object r = new ScriptEngineManager().getEngineByExtension("js").eval("var x = '" + param + "'; x.length");
            response.getWriter().println(r);
        } catch (javax.script.ScriptException e) {
            throw new ServletException(e);
        }
    }
}
