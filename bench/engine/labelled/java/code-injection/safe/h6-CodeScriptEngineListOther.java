package org.example.bench.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codescriptenginelistother")
public class CodeScriptEngineListOther extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        javax.servlet.http.Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (javax.servlet.http.Cookie c : cookies) {
                if (c.getName().equals("calc")) param = c.getValue();
            }
        }
        List<String> valuesList = new ArrayList<String>();
        valuesList.add("safe");
        valuesList.add(param);
        valuesList.add("6 * 7");
        valuesList.remove(0);
        String bar = valuesList.get(1);
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("nashorn");
        try {
            response.getWriter().println(engine.eval(bar));
        } catch (ScriptException e) {
            throw new ServletException(e);
        }
    }
}
