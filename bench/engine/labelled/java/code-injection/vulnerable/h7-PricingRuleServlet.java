package com.acme.pricing;

import java.io.IOException;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/pricing/preview")
public class PricingRuleServlet extends HttpServlet {

    private final ScriptEngineManager manager = new ScriptEngineManager();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String rule = request.getParameter("rule");
        String base = request.getParameter("base");
        String script = buildScript(base == null ? "100" : base, rule);
        try {
            ScriptEngine engine = manager.getEngineByName("javascript");
            Object price = engine.eval(script);
            response.setContentType("text/plain");
            response.getWriter().print(String.valueOf(price));
        } catch (ScriptException e) {
            response.sendError(400, "bad rule");
        }
    }

    private String buildScript(String base, String rule) {
        StringBuilder sb = new StringBuilder();
        sb.append("var price = ").append(Double.parseDouble(base)).append(";\n");
        sb.append("price = ").append(rule).append(";\n");
        sb.append("price;");
        return sb.toString();
    }
}
