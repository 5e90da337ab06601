package com.tidal.pricing;

import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CodeScriptEngineFormula extends HttpServlet {

    private final ScriptEngineManager manager = new ScriptEngineManager();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String formula = request.getParameter("formula");
        ScriptEngine js = manager.getEngineByName("javascript");
        try {
            Object price = js.eval("var base = 100; " + formula);
            response.getWriter().print(price);
        } catch (ScriptException e) {
            response.sendError(400, "bad formula");
        }
    }
}
