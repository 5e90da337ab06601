package com.tidal.pricing;

import java.io.IOException;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CodeScriptBindingsOnly extends HttpServlet {

    private static final String SHIPPING_SCRIPT =
            "weight <= 1 ? 4.99 : (weight <= 5 ? 9.99 : 9.99 + (weight - 5) * 1.5)";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String weightParam = request.getParameter("weight");
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");
        Bindings vars = engine.createBindings();
        vars.put("weight", weightParam == null ? 0.0 : Double.parseDouble(weightParam));
        try {
            Object cost = engine.eval(SHIPPING_SCRIPT, vars);
            response.getWriter().print(cost);
        } catch (ScriptException | NumberFormatException e) {
            response.sendError(400);
        }
    }
}
