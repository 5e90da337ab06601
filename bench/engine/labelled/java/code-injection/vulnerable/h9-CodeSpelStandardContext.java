package com.tidal.rules;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;

public class CodeSpelStandardContext extends HttpServlet {

    private final ExpressionParser parser = new SpelExpressionParser();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String rule = req.getHeader("X-Discount-Rule");
        Map<String, Object> order = new HashMap<>();
        order.put("total", 250);
        order.put("items", 4);
        StandardEvaluationContext ctx = new StandardEvaluationContext(order);
        Expression expr = parser.parseExpression(rule);
        Object result = expr.getValue(ctx);
        resp.getWriter().print(String.valueOf(result));
    }
}
