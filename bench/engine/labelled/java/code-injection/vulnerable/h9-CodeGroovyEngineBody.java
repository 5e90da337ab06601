package com.tidal.reports;

import java.io.IOException;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CodeGroovyEngineBody extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        StringBuilder script = new StringBuilder();
        String line;
        while ((line = req.getReader().readLine()) != null) {
            script.append(line).append('\n');
        }
        ScriptEngine engine = new ScriptEngineManager().getEngineByExtension("groovy");
        Bindings b = engine.createBindings();
        b.put("month", java.time.LocalDate.now().getMonthValue());
        try {
            Object out = engine.eval(script.toString(), b);
            resp.getWriter().print(out);
        } catch (Exception e) {
            resp.sendError(400);
        }
    }
}
