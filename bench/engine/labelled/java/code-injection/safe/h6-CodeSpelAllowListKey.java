package org.example.bench.web;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.spel.standard.SpelExpressionParser;

@WebServlet(value = "/code-injection-codespelallowlistkey")
public class CodeSpelAllowListKey extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String key = request.getParameter("sort");
        String expr = SORTS.get(key == null ? "" : key);
        if (expr == null) expr = SORTS.get("name");
        Object result = new SpelExpressionParser().parseExpression(expr).getValue(new java.util.HashMap<String, Object>());
        response.getWriter().println(result != null);
    }

    private static final Map<String, String> SORTS = Map.of(
            "name", "items.?[name != null]",
            "price", "items.?[price > 0]");
}
