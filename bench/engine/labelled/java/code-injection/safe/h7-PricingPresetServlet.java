package com.acme.pricing;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/pricing/preset")
public class PricingPresetServlet extends HttpServlet {

    private static final Map<String, String> PRESETS = new HashMap<>();

    static {
        PRESETS.put("summer", "price * 0.8");
        PRESETS.put("vip", "price * 0.7");
        PRESETS.put("none", "price");
    }

    private final ScriptEngineManager manager = new ScriptEngineManager();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String preset = request.getParameter("preset");
        String expression = PRESETS.getOrDefault(preset, PRESETS.get("none"));
        double base = Double.parseDouble(request.getParameter("base"));
        try {
            ScriptEngine engine = manager.getEngineByName("javascript");
            Bindings bindings = engine.createBindings();
            bindings.put("price", base);
            Object result = engine.eval(expression, bindings);
            response.setContentType("text/plain");
            response.getWriter().print(result);
        } catch (ScriptException | NumberFormatException e) {
            response.sendError(400);
        }
    }
}
