package com.acme.reports;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.stream.Collectors;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.SimpleBindings;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportFormulaBoundServlet extends HttpServlet {

    static class FormulaRunner {
        private static final String SCRIPT = "input.trim().split(',').length";
        private final ScriptEngine engine = new ScriptEngineManager().getEngineByExtension("js");

        Object run(String body) throws Exception {
            SimpleBindings bindings = new SimpleBindings();
            bindings.put("input", body);
            return engine.eval(SCRIPT, bindings);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String body;
        try (BufferedReader reader = request.getReader()) {
            body = reader.lines().collect(Collectors.joining("\n"));
        }
        FormulaRunner runner = new FormulaRunner();
        try {
            Object value = runner.run(body);
            response.getWriter().println("columns: " + value);
        } catch (Exception e) {
            response.setStatus(422);
        }
    }
}
