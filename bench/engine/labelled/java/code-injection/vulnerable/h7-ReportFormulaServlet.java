package com.acme.reports;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.stream.Collectors;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportFormulaServlet extends HttpServlet {

    static class FormulaRunner {
        private final ScriptEngine engine = new ScriptEngineManager().getEngineByExtension("js");

        Object run(String body) throws Exception {
            return engine.eval(body);
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
            response.getWriter().println("result: " + value);
        } catch (Exception e) {
            response.setStatus(422);
        }
    }
}
